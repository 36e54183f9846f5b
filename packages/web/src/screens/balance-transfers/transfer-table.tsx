import type { MerchantScope } from '@ops/core/api';
import { formatTableDate } from '@ops/core/dates';
import { useI18n } from '../../app/i18n-context.tsx';
import { ListFooter } from '../../ui/list-paging/list-footer.tsx';
import type { ListPage } from '../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import type { TransferFilters } from './transfer-filters.ts';
import { useBalanceTransfers } from './use-balance-transfers.ts';

/** The balance transfers the filters ask for, newest first, with paging. */
export function TransferTable({
  scope,
  filters,
  listPage,
  onPage,
}: {
  scope: MerchantScope | undefined;
  filters: TransferFilters;
  listPage: ListPage;
  onPage(next: ListPage): void;
}) {
  const { t } = useI18n();
  const labels = t.balanceTransfers.list;
  const transfers = useBalanceTransfers(scope, filters, listPage);
  const elements = transfers.data?.elements ?? [];
  return (
    <ListStates
      state={transfers.isError ? 'error' : transfers.data ? 'loaded' : 'loading'}
      error={transfers.error}
      onRetry={() => void transfers.refetch()}
      empty={elements.length === 0}
    >
      <div className="transfer-list">
        <table className="transfer-table" aria-busy={transfers.isFetching}>
          <thead>
            <tr>
              <th scope="col">{labels.code()}</th>
              <th scope="col">{labels.from()}</th>
              <th scope="col">{labels.to()}</th>
              <th scope="col">{labels.amount()}</th>
              <th scope="col">{labels.currency()}</th>
              <th scope="col">{labels.type()}</th>
              <th scope="col">{labels.description()}</th>
              <th scope="col">{labels.createdAt()}</th>
              <th scope="col">{labels.createdBy()}</th>
            </tr>
          </thead>
          <tbody>
            {elements.map((transfer) => (
              <tr key={transfer.code}>
                <td>{transfer.code}</td>
                <td>{transfer.fromVirtualAccountCode}</td>
                <td>{transfer.toVirtualAccountCode}</td>
                <td className="transfer-amount">
                  <MoneyAmount amount={transfer.amount} currency={transfer.currency} />
                </td>
                <td>{transfer.currency}</td>
                <td>{t.fund.transferTypes[transfer.type]()}</td>
                <td>{transfer.description ?? ''}</td>
                <td>{formatTableDate(transfer.createdAt)}</td>
                <td>{transfer.createdBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListFooter listPage={listPage} totalCount={transfers.data?.totalCount ?? 0} onChange={onPage} />
      </div>
    </ListStates>
  );
}
