import type { BankLine } from '@ops/core/contract';
import { bankLineColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { BankLineStatus } from '../common/bank-line-status.tsx';

/**
 * What a row's buttons do: open the raw data, allocate (the account form first where one is named), open the link
 * form, download the statement file the line came in. Allocate and link are left out where the account's roles do
 * not allow them, the download without a bound division: their buttons are not shown.
 */
export interface BankLineRowHandlers {
  showRawData(line: BankLine): void;
  allocate?: ((line: BankLine) => void) | undefined;
  linkPayout?: ((line: BankLine) => void) | undefined;
  downloadFile?: ((line: BankLine) => void) | undefined;
}

/** A line about one payout item, named by its end-to-end id. */
export const namesPayoutItem = (line: BankLine) =>
  line.reference !== null && (line.type === 'CONFIRMED_TRANSACTION' || line.type === 'RETURNED_TRANSACTION');

/** Until it is reconciled, a line about a payout item is matched again, money that came in is booked to an account. */
export const canAllocate = (line: BankLine) =>
  line.status !== 'RECONCILED' && (namesPayoutItem(line) || line.creditDebit === 'CRDT');

/** Linking by hand is for a failed line that carries a (truncated) reference (spec section 5). */
export const canLinkPayout = (line: BankLine) => line.status === 'FAILED' && Boolean(line.reference);

/** The table's columns, by id: what a saved view keeps visible and in which order. */
export const bankLineColumnIds = [
  'settlementDate',
  'code',
  'type',
  'status',
  'amount',
  'currency',
  'payoutCode',
  'payoutRequestCode',
  'reconciledTransactions',
  'merchant',
  'from',
  'toBank',
  'connection',
  'reference',
  'description',
  'failureReason',
  'actions',
] as const;

/** The item fields of spec section 3 from core's list columns, and each row's actions. */
export function useBankLineColumns(handlers: BankLineRowHandlers): DataTableColumn<BankLine>[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const labels = t.bankIntegration;
    const column = listTableColumns(bankLineColumns, t, locale);
    return [
      column('settlementDate', { size: 120 }),
      column('code', { kind: 'code' }),
      column('type', { cell: (row) => labels.types[row.type](), size: 170 }),
      column('status', { cell: (row) => <BankLineStatus line={row} />, size: 210 }),
      column('amount', {
        kind: 'amount',
        cell: (row) => (
          <MoneyAmount amount={row.creditDebit === 'DBIT' ? -row.amount : row.amount} currency={row.currency} />
        ),
      }),
      column('currency', { size: 90 }),
      column('payoutCode', { kind: 'code' }),
      column('payoutRequestCode', { kind: 'code' }),
      column('reconciledTransactions', { kind: 'amount', size: 110 }),
      column('merchant'),
      column('from', { kind: 'code', size: 190 }),
      column('toBank', { kind: 'code', size: 190 }),
      column('connection'),
      column('reference', { kind: 'code' }),
      column('description', { size: 200 }),
      column('failureReason', { size: 260 }),
      {
        id: 'actions',
        header: labels.rowActions.header(),
        size: 420,
        cell: (row) => (
          <fieldset className="bank-line-actions" aria-label={labels.rowActions.label({ code: row.code })}>
            <Button size="sm" variant="ghost" onClick={() => handlers.showRawData(row)}>
              {labels.rowActions.rawData()}
            </Button>
            {handlers.allocate && canAllocate(row) ? (
              <Button size="sm" onClick={() => handlers.allocate?.(row)}>
                {labels.rowActions.allocate()}
              </Button>
            ) : null}
            {handlers.linkPayout && canLinkPayout(row) ? (
              <Button size="sm" onClick={() => handlers.linkPayout?.(row)}>
                {labels.rowActions.linkPayout()}
              </Button>
            ) : null}
            {handlers.downloadFile && row.fileCode ? (
              <Button size="sm" variant="ghost" onClick={() => handlers.downloadFile?.(row)}>
                {labels.rowActions.downloadStatement()}
              </Button>
            ) : null}
          </fieldset>
        ),
      },
    ];
  }, [t, locale, handlers]);
}
