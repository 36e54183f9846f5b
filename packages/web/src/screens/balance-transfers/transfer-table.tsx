import type { MerchantScope } from '@ops/core/api';
import { ApiRequestError } from '@ops/core/api';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { goToPage, type PageSize, pageCount, pageSizeOptions } from '@ops/core/paging';
import { useI18n } from '../../app/i18n-context.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import type { TransferListQuery } from './transfer-filters.ts';
import { useBalanceTransfers } from './use-balance-transfers.ts';

/** The balance transfers of the list query, newest first, with paging. */
export function TransferTable({
  scope,
  query,
  onPage,
}: {
  scope: MerchantScope | undefined;
  query: TransferListQuery;
  onPage(page: number, limit?: PageSize): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.balanceTransfers.list;
  const transfers = useBalanceTransfers(scope, query);
  if (transfers.isError) {
    const { error } = transfers;
    const described =
      error instanceof ApiRequestError
        ? error.describe(locale)
        : { title: t.errors.title(), message: labels.loadFailed() };
    return (
      <div role="alert" className="transfer-failed">
        <strong>{described.title}</strong>
        <p>{described.message}</p>
        <button type="button" className="button button-secondary" onClick={() => void transfers.refetch()}>
          {labels.retry()}
        </button>
      </div>
    );
  }
  if (!transfers.data) return <SkeletonList count={6} label={labels.loading()} />;
  const { elements, totalCount } = transfers.data;
  const pages = Math.max(1, pageCount(totalCount, query.limit));
  return (
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
          {elements.length === 0 ? (
            <tr>
              <td colSpan={9}>{labels.empty()}</td>
            </tr>
          ) : (
            elements.map((transfer) => (
              <tr key={transfer.code}>
                <td>{transfer.code}</td>
                <td>{transfer.fromVirtualAccountCode}</td>
                <td>{transfer.toVirtualAccountCode}</td>
                <td className="transfer-amount">{formatMoney(transfer.amount, transfer.currency, locale)}</td>
                <td>{transfer.currency}</td>
                <td>{t.fund.transferTypes[transfer.type]()}</td>
                <td>{transfer.description ?? ''}</td>
                <td>{formatTableDate(transfer.createdAt)}</td>
                <td>{transfer.createdBy}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav className="transfer-pager" aria-label={labels.pageOf({ page: query.page, pages })}>
        <span>{labels.total({ count: totalCount })}</span>
        <button
          type="button"
          className="button button-secondary"
          disabled={query.page <= 1}
          onClick={() => onPage(goToPage(query.page, query.page - 1, pages))}
        >
          {labels.previous()}
        </button>
        <span>{labels.pageOf({ page: query.page, pages })}</span>
        <button
          type="button"
          className="button button-secondary"
          disabled={query.page >= pages}
          onClick={() => onPage(goToPage(query.page, query.page + 1, pages))}
        >
          {labels.next()}
        </button>
        <select
          aria-label={labels.pageSize()}
          value={query.limit}
          onChange={(event) => {
            const size = pageSizeOptions.find((option) => option === Number(event.target.value));
            if (size) onPage(1, size);
          }}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </nav>
    </div>
  );
}
