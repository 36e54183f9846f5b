import type { MerchantScope } from '@ops/core/api';
import type { SplitDetails, TransactionRow } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import { isRefundable } from '@ops/core/splits';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Modal } from '../../../ui/modal/index.ts';
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
  /** The cancel question is showing (the palette's Cancel transaction opens the details with it). */
  askingCancel: boolean;
  onAskingCancelChange(asking: boolean): void;
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
              {isRefundable(details.data.split) ? (
                <button type="button" className="button" onClick={props.onRefund}>
                  {labels.refund()}
                </button>
              ) : null}
              <CancelTransaction
                key={details.data.split.code}
                split={details.data.split}
                asking={props.askingCancel}
                onAskingChange={props.onAskingCancelChange}
              />
            </>
          ) : null}
          <button type="button" className="button" onClick={props.onClose}>
            {labels.close()}
          </button>
        </>
      }
    >
      {details.isError ? (
        <div role="alert" className="transaction-load-failed">
          <p>{labels.loadFailed()}</p>
          <button type="button" className="button button-secondary" onClick={() => void details.refetch()}>
            {labels.retry()}
          </button>
        </div>
      ) : details.data ? (
        <DetailsBody details={details.data} onOpen={props.onOpen} />
      ) : (
        <p role="status">{labels.loading()}</p>
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
    <section className="transaction-section" aria-labelledby="transaction-related-title">
      <h3 id="transaction-related-title">{t.transactionScreens.related.title()}</h3>
      <ul className="transaction-related">
        {related.map((row) => (
          <li key={row.splitCode}>
            <button type="button" className="link-button" onClick={() => onOpen(row.splitCode)}>
              {row.splitCode}
            </button>{' '}
            {t.transactions.types[row.type]()} · {formatMoney(row.amount, row.currency, locale)}{' '}
            <StatusBadge status={row.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
