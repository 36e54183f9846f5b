import type { AccountHolderDetails, PayoutTableRow } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { csvMoney } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable, type DataTableColumn, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { statusColumn } from '../../../ui/status-badge/index.ts';
import { useSellerPayouts } from './use-seller.ts';

/** The Payouts tab: the seller's payouts with the payout table's statuses, newest first. */
export function PayoutsTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t, locale } = useI18n();
  const labels = t.sellers.payouts.columns;
  const [query, changeQuery] = useTableQuery([]);
  const payouts = useSellerPayouts(scope, seller.code, { page: query.page, pageSize: query.pageSize });
  const columns = useMemo<DataTableColumn<PayoutTableRow>[]>(
    () => [
      {
        id: 'code',
        kind: 'code',
        header: labels.code(),
        cell: (row) => <code>{row.code}</code>,
        csv: (row) => row.code,
      },
      statusColumn(labels.status()),
      {
        id: 'amount',
        kind: 'amount',
        header: labels.amount(),
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} />,
        csv: (row) => csvMoney({ amount: row.amount, currency: row.currency }, { locale }),
      },
      { id: 'iban', header: labels.iban(), cell: (row) => row.iban ?? '', csv: (row) => row.iban ?? '', size: 200 },
      {
        id: 'payout',
        kind: 'code',
        header: labels.payout(),
        cell: (row) => row.payoutCode ?? '',
        csv: (row) => row.payoutCode ?? '',
      },
      {
        id: 'createdAt',
        header: labels.createdAt(),
        cell: (row) => formatTableDate(row.createdAt),
        csv: (row) => row.createdAt,
      },
      {
        id: 'settledAt',
        header: labels.settledAt(),
        cell: (row) => (row.settledAt ? formatTableDate(row.settledAt) : ''),
        csv: (row) => row.settledAt ?? '',
      },
    ],
    [labels, locale],
  );
  return (
    <DataTable
      id="seller-payouts"
      label={t.sellers.details.tabs.payouts()}
      columns={columns}
      {...pageQueryState(payouts)}
      query={query}
      onQueryChange={changeQuery}
      rowKey={(row) => row.code}
    />
  );
}
