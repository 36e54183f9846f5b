import type { MerchantScope } from '@ops/core/api';
import { payoutRequestStatuses } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { formatMoney } from '@ops/core/money';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../app/i18n-context.tsx';
import { ListFooter } from '../../ui/list-paging/list-footer.tsx';
import { useListPage } from '../../ui/list-paging/list-paging.ts';
import { ListStates } from '../../ui/list-paging/list-states.tsx';
import { SellerStatus } from '../../ui/seller-summary/seller-status.tsx';
import { PayoutFilterBar } from './payout-filter-bar.tsx';
import { payoutFiltersOf } from './payout-filters.ts';
import { useDivisionPayoutRequests } from './payout-queries.ts';
import { PayoutRequestLink } from './payout-request-link.tsx';
import { PayoutRequestRowActions } from './payout-request-row-actions.tsx';

/** Merchants/Divisions requests: the divisions' own payout requests (from their income accounts). */
export function DivisionRequestsTab({ scope }: { scope: MerchantScope | undefined }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const filters = payoutFiltersOf(useSearch());
  const [listPage, setListPage] = useListPage();
  const requests = useDivisionPayoutRequests(scope, filters, listPage);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const rows = requests.data?.elements ?? [];
  return (
    <>
      <PayoutFilterBar statuses={payoutRequestStatuses} searchable={false} />
      {message ? <p role="status">{message}</p> : null}
      <ListStates
        state={requests.isError ? 'error' : requests.data ? 'loaded' : 'loading'}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        empty={rows.length === 0}
      >
        <div className="seller-table-scroll">
          <table
            className="seller-list-table payout-table"
            aria-label={labels.tabs.divisionRequests()}
            aria-busy={requests.isFetching}
          >
            <thead>
              <tr>
                <th scope="col">{labels.columns.code()}</th>
                <th scope="col">{labels.columns.merchant()}</th>
                <th scope="col">{labels.columns.division()}</th>
                <th scope="col">{labels.columns.account()}</th>
                <th scope="col">{labels.columns.iban()}</th>
                <th scope="col">{labels.columns.amount()}</th>
                <th scope="col">{labels.columns.status()}</th>
                <th scope="col">{labels.columns.type()}</th>
                <th scope="col">{labels.columns.createdAt()}</th>
                <th scope="col">{labels.columns.description()}</th>
                <th scope="col">{labels.columns.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((request) => (
                <tr key={request.code}>
                  <th scope="row">
                    <PayoutRequestLink request={request} />
                  </th>
                  <td>{request.merchantName}</td>
                  <td>{request.divisionName}</td>
                  <td>
                    <code>{request.virtualAccountCode}</code>
                  </td>
                  <td>{request.iban ?? ''}</td>
                  <td className="amount">{formatMoney(request.amount, request.sourceCurrency, locale)}</td>
                  <td>
                    <SellerStatus status={request.status} />
                  </td>
                  <td>{labels.types[request.type]()}</td>
                  <td>{formatTableDate(request.createdAt)}</td>
                  <td>{request.description ?? ''}</td>
                  <td>
                    <PayoutRequestRowActions request={request} onMessage={setMessage} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ListFooter listPage={listPage} totalCount={requests.data?.totalCount ?? 0} onChange={setListPage} />
      </ListStates>
    </>
  );
}
