import type { BankLineType } from '@ops/core/contract';
import type { BankLineRow } from '../../fund/payouts/bank-line-row.ts';

/** Lines the bank may have paid a payout with: a SEPA batch booked as one entry, one payment, or an unplaced one. */
const paymentTypes: readonly BankLineType[] = ['SEPA_BATCH', 'CONFIRMED_TRANSACTION', 'UNKNOWN'];

/** Whether the workbench can match a line: money paid out (a debit) not yet reconciled. */
export const isMatchable = (line: Pick<BankLineRow, 'type' | 'status' | 'creditDebit'>) =>
  paymentTypes.includes(line.type) &&
  (line.creditDebit ?? 'DBIT') === 'DBIT' &&
  line.status !== 'RECONCILED' &&
  line.status !== 'PARTIALLY_RECONCILED';
