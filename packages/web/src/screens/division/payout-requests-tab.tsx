import type { MerchantScope } from '@ops/core/api';
import type { PayoutRequest } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { toMajorString } from '@ops/core/money';
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../ui/data-table/index.ts';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../ui/status-badge/index.ts';
import { useDivisionPayoutRequests } from './use-division-data.ts';

/** The division's own payout requests (not its sellers'), newest first, in the shared table. */
export function PayoutRequestsTab({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.balances.division;
  const [query, changeQuery] = useTableQuery([]);
  const requests = useDivisionPayoutRequests(scope, { page: query.page, pageSize: query.pageSize });
  const columns = useMemo<DataTableColumn<PayoutRequest>[]>(() => {
    const names = labels.payoutRequest;
    return [
      { id: 'code', header: names.code(), cell: (row) => <code>{row.code}</code>, csv: (row) => row.code },
      {
        id: 'amount',
        header: names.amount(),
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.sourceCurrency} />,
        csv: (row) => toMajorString(row.amount, row.sourceCurrency),
      },
      {
        id: 'status',
        header: names.status(),
        cell: (row) => <StatusBadge status={row.status} />,
        csv: (row) => row.status,
        size: 120,
      },
      { id: 'type', header: names.type(), cell: (row) => row.type, csv: (row) => row.type, size: 120 },
      { id: 'iban', header: names.iban(), cell: (row) => row.iban ?? '—', csv: (row) => row.iban ?? '', size: 200 },
      {
        id: 'createdAt',
        header: names.createdAt(),
        cell: (row) => formatTableDate(row.createdAt),
        csv: (row) => row.createdAt,
      },
    ];
  }, [labels]);
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
