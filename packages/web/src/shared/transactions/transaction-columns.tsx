import type { TransactionRow } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { toMajorString } from '@ops/core/money';
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { DataTableColumn } from '../../ui/data-table/index.ts';
import { MoneyAmount } from '../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../ui/status-badge/index.ts';

/** The transactions list's columns: spec section 3's transaction fields, each exported to CSV; the code opens it. */
export function useTransactionColumns(open: (splitCode: string) => void): DataTableColumn<TransactionRow>[] {
  const { t } = useI18n();
  return useMemo(() => {
    const labels = t.transactionScreens.columns;
    const sellerText = (row: TransactionRow) =>
      row.sellerCount > 1
        ? t.transactionScreens.otherSellers({ name: row.seller.name, count: row.sellerCount - 1 })
        : row.seller.name;
    return [
      {
        id: 'splitCode',
        header: labels.splitCode(),
        cell: (row) => (
          <button type="button" className="link-button" onClick={() => open(row.splitCode)}>
            <code>{row.splitCode}</code>
          </button>
        ),
        csv: (row) => row.splitCode,
        size: 190,
      },
      { id: 'reference', header: labels.reference(), cell: (row) => row.reference, csv: (row) => row.reference },
      {
        id: 'orderNumber',
        header: labels.orderNumber(),
        cell: (row) => row.orderNumber,
        csv: (row) => row.orderNumber,
      },
      {
        id: 'pspReference',
        header: labels.pspReference(),
        cell: (row) => row.pspReference,
        csv: (row) => row.pspReference,
      },
      { id: 'seller', header: labels.seller(), cell: sellerText, csv: sellerText, size: 200 },
      {
        id: 'amount',
        header: labels.amount(),
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} />,
        csv: (row) => toMajorString(row.amount, row.currency),
        size: 140,
      },
      {
        id: 'type',
        header: labels.type(),
        cell: (row) => t.transactions.types[row.type](),
        csv: (row) => row.type,
        size: 120,
      },
      {
        id: 'subtype',
        header: labels.subtype(),
        cell: (row) => t.transactions.subtypes[row.subtype](),
        csv: (row) => row.subtype,
        size: 110,
      },
      {
        id: 'status',
        header: labels.status(),
        cell: (row) => <StatusBadge status={row.status} />,
        csv: (row) => row.status,
        size: 150,
      },
      { id: 'processor', header: labels.processor(), cell: (row) => row.processor, csv: (row) => row.processor },
      { id: 'method', header: labels.method(), cell: (row) => row.method, csv: (row) => row.method, size: 120 },
      { id: 'currency', header: labels.currency(), cell: (row) => row.currency, csv: (row) => row.currency, size: 90 },
      {
        id: 'createdAt',
        header: labels.createdAt(),
        cell: (row) => formatTableDate(row.createdAt),
        csv: (row) => row.createdAt,
        size: 160,
      },
    ] satisfies DataTableColumn<TransactionRow>[];
  }, [t, open]);
}
