import type { MerchantScope } from '@ops/core/api';
import { formatTableDate } from '@ops/core/dates';
import { pageCount } from '@ops/core/paging';
import { badgeText } from '@ops/core/status';
import { useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { LoadFailure } from '../../ui/load-failure/load-failure.tsx';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { payoutRequestPageSize, useDivisionPayoutRequests } from './use-division-data.ts';

/** The division's own payout requests (not its sellers'), newest first, 25 a page. */
export function PayoutRequestsTab({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.balances.division;
  const [page, setPage] = useState(1);
  const requests = useDivisionPayoutRequests(scope, page);
  if (requests.isError) return <LoadFailure error={requests.error} onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <SkeletonList count={6} label={t.shell.screenLoad.loading()} />;
  if (requests.data.elements.length === 0) return <p>{labels.noPayoutRequests()}</p>;
  const pages = pageCount(requests.data.totalCount, payoutRequestPageSize);
  const columns = labels.payoutRequest;
  return (
    <>
      <table className="balance-table">
        <caption className="visually-hidden">{labels.tabs.payoutRequests()}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.code()}</th>
            <th scope="col">{columns.amount()}</th>
            <th scope="col">{columns.status()}</th>
            <th scope="col">{columns.type()}</th>
            <th scope="col">{columns.iban()}</th>
            <th scope="col">{columns.createdAt()}</th>
          </tr>
        </thead>
        <tbody>
          {requests.data.elements.map((request) => (
            <tr key={request.code}>
              <th scope="row">
                <code>{request.code}</code>
              </th>
              <td>
                <MoneyAmount amount={request.amount} currency={request.sourceCurrency} />
              </td>
              <td>{badgeText(request.status, locale)}</td>
              <td>{request.type}</td>
              <td>{request.iban ?? '—'}</td>
              <td>{formatTableDate(request.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="division-pages" aria-label={labels.tabs.payoutRequests()}>
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {labels.previousPage()}
          </button>
          <span>{labels.pageOf({ page, pages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {labels.nextPage()}
          </button>
        </nav>
      ) : null}
    </>
  );
}
