import type { MerchantScope } from '@ops/core/api';
import { payoutRequestStatuses } from '@ops/core/contract';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { PayoutFilterBar } from './payout-filter-bar.tsx';
import { payoutFiltersOf } from './payout-filters.ts';
import { divisionPayoutRequestList, usePayoutList, usePayoutListPages } from './payout-queries.ts';
import { type PayoutRequestColumnId, usePayoutRequestColumns } from './payout-request-columns.tsx';

const divisionRequestColumns: readonly PayoutRequestColumnId[] = [
  'code',
  'merchantOnly',
  'division',
  'account',
  'iban',
  'amount',
  'status',
  'type',
  'createdAt',
  'description',
  'actions',
];

/** Merchants/Divisions requests: the divisions' own payout requests (from their income accounts). */
export function DivisionRequestsTab({ scope }: { scope: MerchantScope | undefined }) {
  const { t } = useI18n();
  const labels = t.payoutScreens;
  const filters = payoutFiltersOf(useSearch());
  const [query, changeQuery] = useTableQuery([]);
  const listPage = { page: query.page, pageSize: query.pageSize };
  const requests = usePayoutList(divisionPayoutRequestList, scope, filters, listPage);
  const fetchPage = usePayoutListPages(divisionPayoutRequestList, scope, filters);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const columns = usePayoutRequestColumns(divisionRequestColumns, setMessage);
  return (
    <>
      <PayoutFilterBar statuses={payoutRequestStatuses} searchable={false} />
      {message ? <p role="status">{message}</p> : null}
      <DataTable
        id="division-payout-requests"
        label={labels.tabs.divisionRequests()}
        columns={columns}
        {...pageQueryState(requests)}
        query={query}
        onQueryChange={changeQuery}
        rowKey={(request) => request.code}
        csvExport={{ fileName: 'division-payout-requests.csv', fetchPage }}
      />
    </>
  );
}
