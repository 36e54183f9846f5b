import { unmatchPspReportItemAction } from '@ops/core/actions';
import type { PspReportItem } from '@ops/core/contract';
import { UnmatchReasonDialog } from '../../../domain-parts/reconciliation/workbench/unmatch-reason-dialog.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** The PSP side's unmatch: an item's reason, then `pspReports.unmatch`. */
export function PspUnmatchDialog(props: { item: PspReportItem; onDone(): void; onClose(): void }) {
  const { t } = useI18n();
  const unmatch = useRegistryAction(unmatchPspReportItemAction, { fallback: t.errors.requestIssue() });
  const run = async (reason: string) => (await unmatch.run({ reportItemCode: props.item.code, reason })).done;
  return (
    <UnmatchReasonDialog
      code={props.item.code}
      labels={t.pspReports.unmatch}
      action={{ run, busy: unmatch.busy, failure: unmatch.failure }}
      onDone={props.onDone}
      onClose={props.onClose}
    />
  );
}
