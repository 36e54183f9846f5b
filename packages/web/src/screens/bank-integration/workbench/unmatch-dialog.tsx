import { unmatchBankLineAction } from '@ops/core/actions';
import type { BankLine } from '@ops/core/contract';
import { UnmatchReasonDialog } from '../../../domain-parts/reconciliation/workbench/unmatch-reason-dialog.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** The bank side's unmatch: a line's reason, then `bankLines.unmatch`. */
export function UnmatchDialog(props: { line: BankLine; onDone(): void; onClose(): void }) {
  const { t } = useI18n();
  const unmatch = useRegistryAction(unmatchBankLineAction, { fallback: t.errors.requestIssue() });
  const run = async (reason: string) => (await unmatch.run({ bankLineCode: props.line.code, reason })).done;
  return (
    <UnmatchReasonDialog
      code={props.line.code}
      labels={t.bankIntegration.unmatch}
      action={{ run, busy: unmatch.busy, failure: unmatch.failure }}
      onDone={props.onDone}
      onClose={props.onClose}
    />
  );
}
