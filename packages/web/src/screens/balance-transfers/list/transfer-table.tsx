import type { MerchantScope } from '@ops/core/api';
import type { BalanceTransfer } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { balanceTransferColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { useBalanceTransferPages, useBalanceTransfers } from './use-balance-transfers.ts';

/** The table's columns, by id: what a saved view keeps visible and in which order. */
export const transferColumnIds = [
  'code',
  'from',
  'to',
  'amount',
  'currency',
  'type',
  'description',
  'createdAt',
  'createdBy',
] as const;

/** The balance transfers the query asks for, newest first, in the shared table (paging in the URL, CSV export). */
export function TransferTable({
  scope,
  query: listQuery,
}: {
  scope: MerchantScope | undefined;
  query: string | undefined;
}) {
  const { t, locale } = useI18n();
  const labels = t.balanceTransfers.list;
  const [query, changeQuery] = useTableQuery([]);
  const listPage = { page: query.page, pageSize: query.pageSize };
  const transfers = useBalanceTransfers(scope, listQuery, listPage);
  const fetchPage = useBalanceTransferPages(scope, listQuery);
  const columns = useMemo<DataTableColumn<BalanceTransfer>[]>(() => {
    const column = listTableColumns(balanceTransferColumns, t, locale);
    return [
      column('code', { kind: 'code' }),
      column('from', { kind: 'code' }),
      column('to', { kind: 'code' }),
      column('amount', { kind: 'amount', cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} /> }),
      { id: 'currency', header: labels.currency(), cell: (row) => row.currency, csv: (row) => row.currency, size: 100 },
      column('type', {
        cell: (row) => t.fund.transferTypes[row.type](),
      }),
      {
        id: 'description',
        header: labels.description(),
        cell: (row) => row.description ?? '',
        csv: (row) => row.description ?? '',
      },
      column('createdAt', { cell: (row) => formatTableDate(row.createdAt) }),
      column('createdBy'),
    ];
  }, [labels, t, locale]);
  return (
    <DataTable
      id="balance-transfers"
      label={t.balanceTransfers.title()}
      columns={columns}
      {...pageQueryState(transfers)}
      query={query}
      onQueryChange={changeQuery}
      rowKey={(row) => row.code}
      csvExport={{ fileName: 'balance-transfers.csv', fetchPage }}
    />
  );
}
