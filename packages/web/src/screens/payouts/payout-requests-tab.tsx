import type { MerchantScope } from '@ops/core/api';
import { payoutRequestStatuses } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import type { PayoutSelection } from '@ops/core/flows/payout-processing';
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
import { usePayoutRequests } from './payout-queries.ts';
import { PayoutRequestLink } from './payout-request-link.tsx';
import { PayoutRequestRowActions } from './payout-request-row-actions.tsx';

/**
 * Payout requests of every merchant (or of the bound division) with status and code filters. Requests are
 * selected one by one or a page at a time and processed through the processing flow; Process every request
 * matching the filter hands the flow the filter instead of codes.
 */
export function PayoutRequestsTab({
  scope,
  onProcess,
}: {
  scope: MerchantScope | undefined;
  onProcess(selection: PayoutSelection): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens;
  const search = useSearch();
  const filters = payoutFiltersOf(search);
  const [listPage, setListPage] = useListPage();
  const requests = usePayoutRequests(scope, filters, listPage);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const rows = requests.data?.elements ?? [];
  const waiting = rows.filter((request) => request.status === 'WAITING');
  const allSelected = waiting.length > 0 && waiting.every((request) => selected.has(request.code));

  const toggle = (code: string) => {
    const next = new Set(selected);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setSelected(next);
  };

  const filterSelection: PayoutSelection = {
    filter: {
      ...(scope ?? {}),
      ...(filters.requestStatus ? { status: filters.requestStatus } : {}),
      ...(filters.search ? { search: filters.search } : {}),
    },
  };

  return (
    <>
      <PayoutFilterBar statuses={payoutRequestStatuses} searchable />
      <div className="payout-toolbar">
        <button
          type="button"
          className="button button-primary"
          disabled={selected.size === 0}
          onClick={() => {
            onProcess({ codes: [...selected] });
            setSelected(new Set());
          }}
        >
          {labels.requests.processSelected({ count: selected.size })}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!requests.data || requests.data.totalCount === 0}
          onClick={() => setConfirmingAll(true)}
        >
          {labels.requests.processMatching()}
        </button>
      </div>
      {confirmingAll ? (
        <fieldset className="payout-row-confirm" aria-label={labels.requests.processMatching()}>
          <p>{labels.requests.confirmProcessMatching({ count: requests.data?.totalCount ?? 0 })}</p>
          <div className="payout-toolbar">
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setConfirmingAll(false);
                onProcess(filterSelection);
              }}
            >
              {labels.requests.confirm()}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirmingAll(false)}>
              {labels.requests.cancel()}
            </button>
          </div>
        </fieldset>
      ) : null}
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
            aria-label={labels.tabs.requests()}
            aria-busy={requests.isFetching}
          >
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={labels.columns.selectPage()}
                    checked={allSelected}
                    disabled={waiting.length === 0}
                    onChange={() => {
                      const next = new Set(selected);
                      for (const request of waiting) {
                        if (allSelected) next.delete(request.code);
                        else next.add(request.code);
                      }
                      setSelected(next);
                    }}
                  />
                </th>
                <th scope="col">{labels.columns.code()}</th>
                <th scope="col">{labels.columns.merchant()}</th>
                <th scope="col">{labels.columns.seller()}</th>
                <th scope="col">{labels.columns.account()}</th>
                <th scope="col">{labels.columns.iban()}</th>
                <th scope="col">{labels.columns.amount()}</th>
                <th scope="col">{labels.columns.status()}</th>
                <th scope="col">{labels.columns.type()}</th>
                <th scope="col">{labels.columns.createdAt()}</th>
                <th scope="col">{labels.columns.processedAt()}</th>
                <th scope="col">{labels.columns.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((request) => (
                <tr key={request.code}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={labels.columns.select({ code: request.code })}
                      checked={selected.has(request.code)}
                      disabled={request.status !== 'WAITING'}
                      onChange={() => toggle(request.code)}
                    />
                  </td>
                  <th scope="row">
                    <PayoutRequestLink request={request} />
                  </th>
                  <td>
                    {request.merchantName}
                    <span className="payout-division">{request.divisionName}</span>
                  </td>
                  <td>{request.accountHolderName ?? ''}</td>
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
                  <td>{request.processedAt ? formatTableDate(request.processedAt) : ''}</td>
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
