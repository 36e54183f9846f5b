import { createSplitRefundAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { SplitDetails, TransactionRow } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { isRefundable } from '@ops/core/splits';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import { Card } from '../../../ui/card/index.ts';
import { ErrorState } from '../../../ui/error-state/index.ts';
import { Modal } from '../../../ui/modal/index.ts';
import { Skeleton } from '../../../ui/skeleton/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { useSplitDetails } from '../common/transaction-queries.ts';
import { BalanceImpact } from './balance-impact.tsx';
import { CancelTransaction } from './cancel-transaction.tsx';
import { CopyJsonButton } from './copy-json-button.tsx';
import { SplitShares } from './split-shares.tsx';
import { TransactionFields } from './transaction-fields.tsx';

export interface TransactionDetailsProps {
  scope: MerchantScope;
  splitCode: string;
  onClose(): void;
  /** Opens another transaction in its place (a related refund or payment). */
  onOpen(splitCode: string): void;
  /** Opens the split creator in refund mode for this payment. */
  onRefund(): void;
}

/**
 * The detail modal of a transaction: its fields, raw JSON copy, split details, balance impact and related
 * transactions, cancel, and Refund for a payment with something left to refund. 'There was an error getting the details for this transaction.' when they fail to load.
 */
export function TransactionDetails(props: TransactionDetailsProps) {
  const { t } = useI18n();
  const labels = t.transactionScreens.details;
  const details = useSplitDetails(props.scope, props.splitCode);
  const mayRefund = useActionAllowed(createSplitRefundAction);
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={labels.title({ code: props.splitCode })}
      footer={
        <>
          {details.data ? (
            <>
              <CopyJsonButton value={details.data.split} />
              {mayRefund && isRefundable(details.data.split) ? (
                <Button onClick={props.onRefund}>{labels.refund()}</Button>
              ) : null}
              <CancelTransaction key={details.data.split.code} split={details.data.split} />
            </>
          ) : null}
          <Button onClick={props.onClose}>{labels.close()}</Button>
        </>
      }
    >
      {details.isError ? (
        <ErrorState title={labels.loadFailed()} retryLabel={labels.retry()} onRetry={() => void details.refetch()} />
      ) : details.data ? (
        <DetailsBody details={details.data} onOpen={props.onOpen} />
      ) : (
        <div role="status" aria-busy="true" className="transaction-details-loading">
          <span className="visually-hidden">{labels.loading()}</span>
          <Skeleton height="6rem" />
          <Skeleton height="4rem" />
        </div>
      )}
    </Modal>
  );
}

function DetailsBody({ details, onOpen }: { details: SplitDetails; onOpen(splitCode: string): void }) {
  return (
    <div className="transaction-details">
      <TransactionFields split={details.split} />
      <SplitShares split={details.split} />
      <BalanceImpact impact={details.balanceImpact} currency={details.split.currency} />
      {details.related.length > 0 ? <RelatedTransactions related={details.related} onOpen={onOpen} /> : null}
    </div>
  );
}

function RelatedTransactions({ related, onOpen }: { related: readonly TransactionRow[]; onOpen(code: string): void }) {
  const { t, locale } = useI18n();
  return (
    <Card title={t.transactionScreens.related.title()} headingLevel={3}>
      <ul className="transaction-related">
        {related.map((row) => (
          <li key={row.splitCode}>
            <Button variant="link" onClick={() => onOpen(row.splitCode)}>
              <code>{row.splitCode}</code>
            </Button>
            <span>
              {t.transactions.types[row.type]()} · {formatMoney(row.amount, row.currency, locale)}
            </span>
            <StatusBadge status={row.status} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
