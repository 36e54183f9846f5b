import type { MerchantScope } from '@ops/core/api';
import type { Invoice } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { invoiceColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable, type DataTableColumn, useTableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { pageOfRows } from '../common/page-of-rows.ts';
import { useInvoices } from '../common/use-invoicing.ts';

/** The table's columns, by id: what a saved view keeps visible and in which order. */
export const invoiceColumnIds = [
  'code',
  'period',
  'status',
  'total',
  'accountCode',
  'accountName',
  'createdAt',
] as const;

/** The division's invoices the query asks for in the shared table; a row opens the invoice. */
export function InvoiceTable({ scope, query: listQuery }: { scope: MerchantScope; query: string | undefined }) {
  const { t, locale } = useI18n();
  const navigate = useAppNavigate();
  const [query, changeQuery] = useTableQuery([]);
  const invoices = useInvoices(scope, listQuery);
  const columns = useMemo<DataTableColumn<Invoice>[]>(() => {
    const column = listTableColumns(invoiceColumns, t, locale);
    return [
      column('code', {
        kind: 'code',
        size: 170,
        cell: (row) => <AppLink to={`/invoices/${row.code}`}>{row.code}</AppLink>,
      }),
      column('period', { size: 200 }),
      column('status', { size: 90, cell: (row) => <StatusBadge status={row.status} /> }),
      column('total', {
        kind: 'amount',
        size: 110,
        cell: (row) => <MoneyAmount amount={row.total} currency={row.currency} />,
      }),
      column('accountCode', { kind: 'code', size: 230 }),
      column('accountName', { size: 120 }),
      column('createdAt', { size: 150, cell: (row) => formatTableDate(row.createdAt) }),
    ];
  }, [t, locale]);
  const all = invoices.data?.elements;
  return (
    <DataTable
      id="invoices"
      label={t.invoicing.invoices.title()}
      columns={columns}
      rows={all && pageOfRows(all, query).elements}
      totalCount={all?.length ?? 0}
      status={invoices.isError ? 'error' : all ? 'loaded' : 'loading'}
      error={invoices.error}
      onRetry={() => void invoices.refetch()}
      query={query}
      onQueryChange={changeQuery}
      rowKey={(row) => row.code}
      onOpenRow={(row) => navigate(`/invoices/${row.code}`)}
      csvExport={{
        fileName: 'invoices.csv',
        fetchPage: async (page, pageSize) => pageOfRows(all ?? [], { page, pageSize }),
      }}
    />
  );
}
