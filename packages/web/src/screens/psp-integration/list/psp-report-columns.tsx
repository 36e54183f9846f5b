import type { PspReportItem } from '@ops/core/contract';
import { pspReportColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';

/** What a row's buttons do: open the raw data, download the report the item came in. */
export interface PspReportRowHandlers {
  showRawData(item: PspReportItem): void;
  download(item: PspReportItem): void;
}

/** The table's columns, by id: what a saved view keeps visible and in which order. */
export const pspReportColumnIds = [
  'settlementDate',
  'code',
  'type',
  'status',
  'grossAmount',
  'commission',
  'currency',
  'batchNumber',
  'splitCode',
  'reconciledTransactions',
  'merchant',
  'from',
  'toBank',
  'connection',
  'pspReference',
  'description',
  'actions',
] as const;

/** The item fields of spec section 3 from core's list columns, and each row's actions. */
export function usePspReportColumns(handlers: PspReportRowHandlers): DataTableColumn<PspReportItem>[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const labels = t.pspReports;
    const column = listTableColumns(pspReportColumns, t, locale);
    return [
      column('settlementDate', { size: 120 }),
      column('code', { kind: 'code' }),
      column('type', { cell: (row) => t.bankIntegration.types[row.type](), size: 170 }),
      column('status', { cell: (row) => <StatusBadge status={row.status} />, size: 170 }),
      column('grossAmount', {
        kind: 'amount',
        cell: (row) => <MoneyAmount amount={row.grossAmount} currency={row.currency} />,
      }),
      column('commission', {
        kind: 'amount',
        cell: (row) => <MoneyAmount amount={row.commission} currency={row.currency} />,
      }),
      column('currency', { size: 90 }),
      column('batchNumber', { kind: 'code' }),
      column('splitCode', { kind: 'code' }),
      column('reconciledTransactions', { kind: 'amount', size: 110 }),
      column('merchant', { kind: 'code' }),
      column('from', { kind: 'code', size: 190 }),
      column('toBank'),
      column('connection'),
      column('pspReference', { kind: 'code' }),
      column('description', { size: 260 }),
      {
        id: 'actions',
        header: labels.rowActions.header(),
        size: 260,
        cell: (row) => (
          <fieldset className="psp-report-actions" aria-label={labels.rowActions.label({ code: row.code })}>
            <Button size="sm" variant="ghost" onClick={() => handlers.showRawData(row)}>
              {labels.rowActions.rawData()}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => handlers.download(row)}>
              {labels.rowActions.download()}
            </Button>
          </fieldset>
        ),
      },
    ];
  }, [t, locale, handlers]);
}
