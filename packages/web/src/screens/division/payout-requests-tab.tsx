import type { MerchantScope } from '@ops/core/api';
import type { PayoutRequest } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { payoutRequestColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../ui/data-table/index.ts';
import { listTableColumns } from '../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../ui/status-badge/index.ts';
import { useDivisionPayoutRequests } from './use-division-data.ts';

/** The division's own payout requests (not its sellers'), newest first, in the shared table. */
export function PayoutRequestsTab({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.balances.division;
  const [query, changeQuery] = useTableQuery([]);
  const requests = useDivisionPayoutRequests(scope, { page: query.page, pageSize: query.pageSize });
  const columns = useMemo<DataTableColumn<PayoutRequest>[]>(() => {
    const column = listTableColumns(payoutRequestColumns, t, locale);
    return [
      column('code', { kind: 'code', cell: (row) => <code>{row.code}</code> }),
      column('amount', {
        kind: 'amount',
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.sourceCurrency} />,
      }),
      column('status', { cell: (row) => <StatusBadge status={row.status} />, size: 120 }),
      column('type', { cell: (row) => t.sellers.payoutModes[row.type](), size: 120 }),
      {
        id: 'iban',
        header: labels.payoutRequest.iban(),
        cell: (row) => row.iban ?? '—',
        csv: (row) => row.iban ?? '',
        size: 200,
      },
      column('createdAt', { cell: (row) => formatTableDate(row.createdAt) }),
    ];
  }, [labels, t, locale]);
  return (
    <DataTable
      id="division-payout-requests"
      label={labels.tabs.payoutRequests()}
      columns={columns}
      {...pageQueryState(requests)}
      query={query}
      onQueryChange={changeQuery}
      rowKey={(row) => row.code}
    />
  );
}
