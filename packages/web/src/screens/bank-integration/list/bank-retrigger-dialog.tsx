import { retriggerBankAdapterAction } from '@ops/core/actions';
import type { BankAdapterRetrigger } from '@ops/core/contract';
import { RetriggerRangeDialog } from '../../../domain-parts/reconciliation/retrigger-range-dialog.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * Retriggers the bound division's bank adapter for a date range (at most one month, refused here with the spec's
 * words first) through the registry's `bankAdapters.retrigger`: the bank's statements of the range are imported.
 */
export function BankRetriggerDialog({
  onDone,
  onClose,
}: {
  onDone(retriggered: BankAdapterRetrigger): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const retrigger = useRegistryAction(retriggerBankAdapterAction, { fallback: t.errors.requestIssue() });
  return (
    <RetriggerRangeDialog
      title={t.bankIntegration.retrigger.title()}
      busy={retrigger.busy}
      failure={retrigger.failure}
      onClose={onClose}
      run={async (range) => {
        const outcome = await retrigger.run(range);
        if (outcome.done) onDone(outcome.result);
      }}
    />
  );
}
