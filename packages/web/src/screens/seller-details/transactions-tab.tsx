import type { AccountHolderDetails } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { useI18n } from '../../app/i18n-context.tsx';
import { ListFooter } from '../../ui/list-paging/list-footer.tsx';
import { useListPage } from '../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { StatusBadge } from '../../ui/status-badge/index.ts';
import { useSellerTransactions } from './use-seller.ts';

/** The Transactions tab: the payments, refunds and chargebacks the seller has a share of, newest first. */
export function TransactionsTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t, locale } = useI18n();
  const labels = t.sellers.transactions.columns;
  const [listPage, setListPage] = useListPage();
  const transactions = useSellerTransactions(scope, seller.code, listPage);
  const rows = transactions.data?.elements ?? [];
  return (
    <ListStates
      state={transactions.isError ? 'error' : transactions.data ? 'loaded' : 'loading'}
      error={transactions.error}
      onRetry={() => void transactions.refetch()}
      empty={rows.length === 0}
    >
      <table className="seller-list-table" aria-label={t.sellers.details.tabs.transactions()}>
        <thead>
          <tr>
            <th scope="col">{labels.splitCode()}</th>
            <th scope="col">{labels.reference()}</th>
            <th scope="col">{labels.type()}</th>
            <th scope="col">{labels.status()}</th>
            <th scope="col">{labels.amount()}</th>
            <th scope="col">{labels.processor()}</th>
            <th scope="col">{labels.method()}</th>
            <th scope="col">{labels.createdAt()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((transaction) => (
            <tr key={transaction.splitCode}>
              <td>
                <code>{transaction.splitCode}</code>
              </td>
              <td>{transaction.reference ?? transaction.orderNumber ?? ''}</td>
              <td>{transaction.type}</td>
              <td>
                <StatusBadge status={transaction.status} />
              </td>
              <td className="amount">{formatMoney(transaction.amount, transaction.currency, locale)}</td>
              <td>{transaction.processor}</td>
              <td>{transaction.method}</td>
              <td>{formatTableDate(transaction.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListFooter listPage={listPage} totalCount={transactions.data?.totalCount ?? 0} onChange={setListPage} />
    </ListStates>
  );
}
