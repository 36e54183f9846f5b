import type { BankLineType } from '@ops/core/contract';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { bankLineMatches, bankStatementLines, payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/api-problem.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import type { BankLineRow } from '../../fund/payouts/bank-line-row.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';

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
 * A line names nothing of another merchant division, as SQL: neither a payout batch (its batch id) nor a payout
 * request (its end-to-end id) of another division. Such a line is that division's, to be matched on its workbench
 * and with its payouts; a line naming nothing, or something of no division, may be any division's.
 */
export function namesNoOtherDivision(division: DivisionAddress): SQL {
  const elsewhere = (table: typeof payoutBatches | typeof payoutRequests) =>
    sql`(${table.merchantCode} <> ${division.merchantCode} or ${table.divisionCode} <> ${division.divisionCode})`;
  return sql`(not exists (select 1 from ${payoutBatches} where ${payoutBatches.code} = ${line.payoutCode}
      and ${elsewhere(payoutBatches)})
    and not exists (select 1 from ${payoutRequests} where ${payoutRequests.code} = ${line.reference}
      and ${elsewhere(payoutRequests)}))`;
}

/** The lines a division's workbench and auto-matching may match (`isMatchable`, `namesNoOtherDivision`), as SQL. */
export const divisionMatchableLines = (division: DivisionAddress): SQL =>
  sql`(${matchableLines()} and ${namesNoOtherDivision(division)})`;

/**
 * The workbench's lines of a division, as SQL: the lines it can match (`divisionMatchableLines`: whose division is
 * not known until they are matched, or is this one) and those in the division's workbench matches, to unmatch.
 */
export function workbenchLines(division: DivisionAddress): SQL {
  return sql`(${divisionMatchableLines(division)}
    or exists (select 1 from ${bankLineMatches} where ${bankLineMatches.code} = ${line.matchCode}
      and ${bankLineMatches.merchantCode} = ${division.merchantCode}
      and ${bankLineMatches.divisionCode} = ${division.divisionCode}))`;
}

/** Refuses (409) a match or candidates on a division's workbench of a line naming another division's payouts. */
export async function refuseOtherDivisionLines(
  db: Queryable,
  division: DivisionAddress,
  codes: readonly string[],
): Promise<void> {
  const [named] = await db
    .select({ code: line.code })
    .from(line)
    .where(and(inArray(line.code, [...codes]), sql`not ${namesNoOtherDivision(division)}`))
    .limit(1);
  if (named) throw conflict(messages.otherDivisionLine({ code: named.code }));
}
