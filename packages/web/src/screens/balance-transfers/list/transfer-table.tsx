import type { MerchantScope } from '@ops/core/api';
import type { BalanceTransfer } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { toMajorString } from '@ops/core/money';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import type { TransferFilters } from './transfer-filters.ts';
import { useBalanceTransferPages, useBalanceTransfers } from './use-balance-transfers.ts';

/** The balance transfers the filters ask for, newest first, in the shared table (paging in the URL, CSV export). */
export function TransferTable({ scope, filters }: { scope: MerchantScope | undefined; filters: TransferFilters }) {
  const { t } = useI18n();
  const labels = t.balanceTransfers.list;
  const [query, changeQuery] = useTableQuery([]);
  const listPage = { page: query.page, pageSize: query.pageSize };
  const transfers = useBalanceTransfers(scope, filters, listPage);
  const fetchPage = useBalanceTransferPages(scope, filters);
  const columns = useMemo<DataTableColumn<BalanceTransfer>[]>(
    () => [
      { id: 'code', header: labels.code(), cell: (row) => row.code, csv: (row) => row.code },
      {
        id: 'from',
        header: labels.from(),
        cell: (row) => row.fromVirtualAccountCode,
        csv: (row) => row.fromVirtualAccountCode,
      },
      {
        id: 'to',
        header: labels.to(),
        cell: (row) => row.toVirtualAccountCode,
        csv: (row) => row.toVirtualAccountCode,
      },
      {
        id: 'amount',
        header: labels.amount(),
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} />,
        csv: (row) => toMajorString(row.amount, row.currency),
      },
      { id: 'currency', header: labels.currency(), cell: (row) => row.currency, csv: (row) => row.currency, size: 100 },
      {
        id: 'type',
        header: labels.type(),
        cell: (row) => t.fund.transferTypes[row.type](),
        csv: (row) => t.fund.transferTypes[row.type](),
      },
      {
        id: 'description',
        header: labels.description(),
        cell: (row) => row.description ?? '',
        csv: (row) => row.description ?? '',
      },
      {
        id: 'createdAt',
        header: labels.createdAt(),
        cell: (row) => formatTableDate(row.createdAt),
        csv: (row) => row.createdAt,
      },
      { id: 'createdBy', header: labels.createdBy(), cell: (row) => row.createdBy, csv: (row) => row.createdBy },
    ],
    [labels, t],
  );
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
