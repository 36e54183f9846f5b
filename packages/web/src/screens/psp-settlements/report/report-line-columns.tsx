import type { PspReportItem } from '@ops/core/contract';
import { pspReportColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';

/** A settlement report's lines: the PSP report item columns a finance person reads a batch by, and its raw data. */
export function useReportLineColumns(showRawData: (line: PspReportItem) => void): DataTableColumn<PspReportItem>[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const column = listTableColumns(pspReportColumns, t, locale);
    return [
      column('settlementDate', { size: 120 }),
      column('batchNumber', { kind: 'code', size: 140 }),
      column('type', { cell: (line) => t.bankIntegration.types[line.type](), size: 170 }),
      column('status', { cell: (line) => <StatusBadge status={line.status} />, size: 170 }),
      column('grossAmount', {
        kind: 'amount',
        cell: (line) => <MoneyAmount amount={line.grossAmount} currency={line.currency} />,
      }),
      column('commission', {
        kind: 'amount',
        cell: (line) => <MoneyAmount amount={line.commission} currency={line.currency} />,
      }),
      column('pspReference', { kind: 'code' }),
      column('splitCode', { kind: 'code' }),
      column('description', { size: 260 }),
      {
        id: 'rawData',
        header: t.pspReports.rowActions.header(),
        size: 140,
        cell: (line) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t.bankIntegration.rawData.title({ code: line.code })}
            onClick={() => showRawData(line)}
          >
            {t.pspReports.rowActions.rawData()}
          </Button>
        ),
      },
    ];
  }, [t, locale, showRawData]);
}
