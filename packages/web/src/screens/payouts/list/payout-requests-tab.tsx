import type { MerchantScope } from '@ops/core/api';
import { type FundPayoutRequest, payoutRequestStatuses } from '@ops/core/contract';
import type { PayoutSelection } from '@ops/core/flows/payout-processing';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import {
  DataTable,
  noSelection,
  pageQueryState,
  type TableSelection,
  useTableQuery,
} from '../../../ui/data-table/index.ts';
import { PayoutFilterBar } from './payout-filter-bar.tsx';
import { payoutFiltersOf } from './payout-filters.ts';
import { payoutRequestList, usePayoutList, usePayoutListPages } from './payout-queries.ts';
import { type PayoutRequestColumnId, usePayoutRequestColumns } from './payout-request-columns.tsx';

const isWaiting = (request: FundPayoutRequest) => request.status === 'WAITING';

const requestColumns: readonly PayoutRequestColumnId[] = [
  'code',
  'merchant',
  'seller',
  'account',
  'iban',
  'amount',
  'status',
  'type',
  'createdAt',
  'processedAt',
  'actions',
];

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
  const { t } = useI18n();
  const labels = t.payoutScreens;
  const search = useSearch();
  const filters = payoutFiltersOf(search);
  const [query, changeQuery] = useTableQuery([]);
  const requests = usePayoutList(payoutRequestList, scope, filters, { page: query.page, pageSize: query.pageSize });
  const fetchPage = usePayoutListPages(payoutRequestList, scope, filters);
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const selectedCount = selection.mode === 'rows' ? selection.keys.length : (requests.data?.totalCount ?? 0);
  const columns = usePayoutRequestColumns(requestColumns, setMessage);

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
          disabled={selectedCount === 0}
          onClick={() => {
            if (selection.mode === 'filter') setConfirmingAll(true);
            else onProcess({ codes: [...selection.keys] });
            setSelection(noSelection);
          }}
        >
          {labels.requests.processSelected({ count: selectedCount })}
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
      <DataTable
        id="payout-requests"
        label={labels.tabs.requests()}
        columns={columns}
        {...pageQueryState(requests)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(request) => request.code}
        selection={{
          value: selection,
          onChange: setSelection,
          canSelect: isWaiting,
          rowLabel: (request) => labels.columns.select({ code: request.code }),
        }}
        csvExport={{ fileName: 'payout-requests.csv', fetchPage }}
      />
    </>
  );
}
