import type { MerchantScope } from '@ops/core/api';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { pageCount } from '@ops/core/paging';
import { useState } from 'react';
import { useI18n } from '../../app/i18n-context.tsx';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { SellerStatus } from '../../ui/seller-summary/seller-status.tsx';
import { mutationPageSize, usePayoutRequestMutations } from './use-payout-request.ts';

/** The Transactions section: the request's balance mutations, oldest first, 25 a page. */
export function PayoutRequestTransactions({
  scope,
  payoutRequestCode,
}: {
  scope: MerchantScope;
  payoutRequestCode: string;
}) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const paging = t.lists.paging;
  const [page, setPage] = useState(1);
  const mutations = usePayoutRequestMutations(scope, payoutRequestCode, page);
  const rows = mutations.data?.elements ?? [];
  const pages = Math.max(1, pageCount(mutations.data?.totalCount ?? 0, mutationPageSize));
  return (
    <section aria-labelledby="payout-request-transactions">
      <h3 id="payout-request-transactions">{labels.details.transactions()}</h3>
      <ListStates
        state={mutations.isError ? 'error' : mutations.data ? 'loaded' : 'loading'}
        error={mutations.error}
        onRetry={() => void mutations.refetch()}
        empty={rows.length === 0}
      >
        <table className="seller-list-table" aria-label={labels.details.transactions()}>
          <thead>
            <tr>
              <th scope="col">{labels.columns.code()}</th>
              <th scope="col">{labels.details.mutationType()}</th>
              <th scope="col">{labels.columns.status()}</th>
              <th scope="col">{labels.details.confirmedChange()}</th>
              <th scope="col">{labels.details.payoutChange()}</th>
              <th scope="col">{labels.columns.description()}</th>
              <th scope="col">{labels.columns.createdAt()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((mutation) => (
              <tr key={mutation.code}>
                <td>
                  <code>{mutation.code}</code>
                </td>
                <td>{mutation.type.toLowerCase().replace('_', ' ')}</td>
                <td>
                  <SellerStatus status={mutation.status} />
                </td>
                <td className="amount">{formatMoney(mutation.confirmedChange, mutation.currency, locale)}</td>
                <td className="amount">{formatMoney(mutation.payoutChange, mutation.currency, locale)}</td>
                <td>{mutation.description ?? ''}</td>
                <td>{formatTableDate(mutation.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <nav className="list-footer" aria-label={paging.label()}>
          <span>{paging.total({ count: mutations.data?.totalCount ?? 0 })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {paging.previous()}
          </button>
          <span>{paging.pageOf({ page, pages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {paging.next()}
          </button>
        </nav>
      </ListStates>
    </section>
  );
}
