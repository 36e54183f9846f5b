import { cancelTransactionAction } from '@ops/core/actions';
import type { SplitTransaction } from '@ops/core/contract';
import { useState } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';

/** A payment's refunds and chargebacks take from its split: the platform keeps such a payment. */
const hasRefunds = (split: SplitTransaction) => split.refundedAmount + split.pendingRefundAmount > 0;

/** Spec section 4: only a transaction no PSP report or bank statement matched can be cancelled. */
const isCancellable = (split: SplitTransaction) => !split.reconciledAt && !split.cancelledAt && !hasRefunds(split);

/**
 * Cancel of the detail modal: cancels through the registry's action, which asks first with core's confirmation
 * (the spec's words: cancelling may take up to 60 minutes to show), then says it may take that long. A reconciled
 * transaction offers no cancel and says why.
 */
export function CancelTransaction({ split }: { split: SplitTransaction }) {
  const { t } = useI18n();
  const labels = t.transactionScreens.cancel;
  const { allowed, run, busy, failure } = useRegistryAction(cancelTransactionAction);
  const [cancelled, setCancelled] = useState<string | undefined>(undefined);

  if (cancelled) {
    return (
      <p role="status" className="transaction-note">
        {labels.done({ code: cancelled })}
      </p>
    );
  }
  if (split.reconciledAt) return <p className="transaction-note">{labels.reconciled()}</p>;
  if (!split.cancelledAt && hasRefunds(split)) {
    return <p className="transaction-note">{t.transactions.wire.paymentWithRefundsNotCancellable()}</p>;
  }
  if (!isCancellable(split) || !allowed) return null;
  return (
    <>
      <FormFailure message={failure} />
      <Button
        variant="danger"
        busy={busy}
        onClick={async () => {
          const outcome = await run({ splitCode: split.code });
          if (outcome.done) setCancelled(split.code);
        }}
      >
        {labels.action()}
      </Button>
    </>
  );
}
