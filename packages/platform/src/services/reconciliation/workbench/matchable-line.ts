import type { BankLineType } from '@ops/core/contract';
import { type SQL, sql } from 'drizzle-orm';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import type { BankLineRow } from '../../fund/payouts/bank-line-row.ts';

/** Lines the bank may have paid a payout with: a SEPA batch booked as one entry, one payment, or an unplaced one. */
const paymentTypes: readonly BankLineType[] = ['SEPA_BATCH', 'CONFIRMED_TRANSACTION', 'UNKNOWN'];

/** Statuses of a line in a match: reconciled, or tentatively matched while pending. */
const matchedStatuses = ['RECONCILED', 'PARTIALLY_RECONCILED', 'TENTATIVE'] as const;

/** Whether the workbench can match a line: money paid out (a debit) not yet reconciled nor tentatively matched. */
export const isMatchable = (line: Pick<BankLineRow, 'type' | 'status' | 'creditDebit'>) =>
  paymentTypes.includes(line.type) &&
  (line.creditDebit ?? 'DBIT') === 'DBIT' &&
  !(matchedStatuses as readonly string[]).includes(line.status);

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const line = bankStatementLines;

/** `isMatchable` as SQL, of `bank_statement_lines` under its own name. */
export const matchableLines = (): SQL =>
  sql`(${line.type} in (${inList(paymentTypes)}) and coalesce(${line.creditDebit}, 'DBIT') = 'DBIT'
      and ${line.status} not in (${inList(matchedStatuses)}))`;

/**
 * The workbench's lines of a division, as SQL: the lines it can match (`isMatchable`, whose division is not known
 * until they are matched) and those in the division's workbench matches, to unmatch.
 */
export function workbenchLines(division: { merchantCode: string; divisionCode: string }): SQL {
  return sql`(${matchableLines()}
    or exists (select 1 from ${bankLineMatches} where ${bankLineMatches.code} = ${line.matchCode}
      and ${bankLineMatches.merchantCode} = ${division.merchantCode}
      and ${bankLineMatches.divisionCode} = ${division.divisionCode}))`;
}
