import type { TransactionRow } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { transactionColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { DataTableColumn } from '../../ui/data-table/index.ts';
import { listTableColumns } from '../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../ui/status-badge/index.ts';

/**
 * The transactions list's columns: spec section 3's transaction fields, each exported to CSV, from core's transaction
 * columns (header and CSV value) with the screen's cells; the code opens it.
 */
export function useTransactionColumns(open: (splitCode: string) => void): DataTableColumn<TransactionRow>[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const labels = t.transactionScreens.columns;
    const sellerText = (row: TransactionRow) =>
      row.sellerCount > 1
        ? t.transactionScreens.otherSellers({ name: row.seller.name, count: row.sellerCount - 1 })
        : row.seller.name;
    const column = listTableColumns(transactionColumns, t, locale);
    return [
      column('splitCode', {
        kind: 'code',
        cell: (row) => (
          <button type="button" className="link-button" onClick={() => open(row.splitCode)}>
            <code>{row.splitCode}</code>
          </button>
        ),
        size: 190,
      }),
      column('reference'),
      column('orderNumber'),
      column('pspReference'),
      column('seller', { cell: sellerText, size: 200 }),
      column('amount', {
        kind: 'amount',
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} />,
        size: 140,
      }),
      column('type', { cell: (row) => t.transactions.types[row.type](), size: 120 }),
      column('subtype', { cell: (row) => t.transactions.subtypes[row.subtype](), size: 110 }),
      column('status', { cell: (row) => <StatusBadge status={row.status} />, size: 150 }),
      column('processor'),
      column('method', { size: 120 }),
      { id: 'currency', header: labels.currency(), cell: (row) => row.currency, csv: (row) => row.currency, size: 90 },
      column('createdAt', { cell: (row) => formatTableDate(row.createdAt), size: 160 }),
    ] satisfies DataTableColumn<TransactionRow>[];
  }, [t, locale, open]);
}
