import type { MerchantScope } from '@ops/core/api';
import { isRefundable } from '@ops/core/splits';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { ErrorState } from '../../../ui/error-state/index.ts';
import { Modal } from '../../../ui/modal/index.ts';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { useSplitDetails } from '../common/transaction-queries.ts';
import { SplitRefundCreator } from '../split-creator/index.ts';

/**
 * The split creator in refund mode for a payment (from its detail modal's Refund button or the palette's Refund
 * payment), in the shared Modal. A transaction that is no payment, is cancelled or is fully refunded says why not.
 */
export function RefundPayment({
  scope,
  splitCode,
  onClose,
}: {
  scope: MerchantScope;
  splitCode: string;
  onClose(): void;
}) {
  const { t } = useI18n();
  const labels = t.splitCreator.refund;
  const details = useSplitDetails(scope, splitCode);
  const payment = details.data?.split;
  return (
    <Modal open wide onOpenChange={(open) => (open ? undefined : onClose())} title={labels.title({ code: splitCode })}>
      {details.isError ? (
        <ErrorState title={t.transactionScreens.details.loadFailed()} onRetry={() => void details.refetch()} />
      ) : !payment ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{labels.loading()}</span>
          <Skeleton height="8rem" />
        </div>
      ) : isRefundable(payment) ? (
        <SplitRefundCreator scope={scope} payment={payment} onDone={onClose} onCancel={onClose} />
      ) : (
        <p role="alert">{labels.notRefundable()}</p>
      )}
    </Modal>
  );
}
