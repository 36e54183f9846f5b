import { and, asc, eq } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import { chunksOf } from '../../../db/chunks-of.ts';
import type { Transaction } from '../../../db/database.ts';
import { bankStatementLines, payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/api-problem.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import type { BankLineRow } from '../../fund/payouts/bank-line-row.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';
import { type LockedItem, lockItems } from '../workbench/locked-items.ts';
import { refuseUnmatchable } from '../workbench/match-bank-lines.ts';
import { refuseDifference, total } from '../workbench/sums-differ.ts';
import type { TolerancePair } from './tolerance-pairs.ts';

/** Rows one statement reads at once. */
const chunkSize = 500;

/** A pair of one line and the open items its candidate stands for, locked, their sums within the rule. */
export interface LockedPair {
  line: BankLineRow;
  /** In code order. */
  items: LockedItem[];
}

async function lockLines(tx: Transaction, codes: readonly string[]): Promise<Map<string, BankLineRow>> {
  const lines = new Map<string, BankLineRow>();
  for (const chunk of chunksOf([...codes].sort(), chunkSize)) {
    const rows = await tx
      .select()
      .from(bankStatementLines)
      .where(anyOf(bankStatementLines.code, chunk))
      .orderBy(asc(bankStatementLines.code))
      .for('update');
    for (const row of rows) lines.set(row.code, row);
  }
  return lines;
}

/**
 * The open items (accepted, of a batch at the bank) of the division the candidates stand for, read before the lock:
 * a batch's through its items' index, an item by its code (two statements, so each is an index range).
 */
async function openItemsOf(tx: Transaction, division: DivisionAddress, pairs: readonly TolerancePair[]) {
  const items: { code: string; payoutCode: string | null; currency: string }[] = [];
  for (const kind of ['batch', 'item'] as const) {
    const codes = pairs.filter((pair) => pair.kind === kind).map((pair) => pair.candidateCode);
    for (const chunk of chunksOf(codes, chunkSize)) {
      items.push(
        ...(await tx
          .select({
            code: payoutRequests.code,
            payoutCode: payoutRequests.payoutCode,
            currency: payoutRequests.sourceCurrency,
          })
          .from(payoutRequests)
          .innerJoin(payoutBatches, eq(payoutBatches.code, payoutRequests.payoutCode))
          .where(
            and(
              anyOf(kind === 'batch' ? payoutRequests.payoutCode : payoutRequests.code, chunk),
              eq(payoutRequests.merchantCode, division.merchantCode),
              eq(payoutRequests.divisionCode, division.divisionCode),
              eq(payoutRequests.status, 'ACCEPTED'),
              eq(payoutBatches.status, 'IN_PROGRESS'),
            ),
          )),
      );
    }
  }
  return items;
}

/**
 * Locks many one-to-one pairs at once as the workbench locks one match (`matchBankLines`): the lines in code order,
 * each of which must still be open to matching, then the open items their candidates stand for in the line's
 * currency (a batch's accepted items, or the item) with their virtual accounts, each of which must still be
 * accepted under its lock; the sums must agree within what the rule allows the line. A refusal is the workbench's
 * (409), and the caller's transaction rolls back.
 */
export async function lockPairs(
  tx: Transaction,
  division: DivisionAddress,
  pairs: readonly TolerancePair[],
): Promise<LockedPair[]> {
  const lines = await lockLines(
    tx,
    pairs.map((pair) => pair.lineCode),
  );
  const open = new Map<string, { code: string; currency: string }[]>();
  for (const item of await openItemsOf(tx, division, pairs)) {
    for (const key of [`item:${item.code}`, `batch:${item.payoutCode}`])
      open.set(key, [...(open.get(key) ?? []), item]);
  }
  const codesOf = pairs.map((pair) => {
    const line = lines.get(pair.lineCode);
    refuseUnmatchable(pair.lineCode, line);
    const codes = (open.get(`${pair.kind}:${pair.candidateCode}`) ?? [])
      .filter((item) => item.currency === line.currency)
      .map((item) => item.code);
    if (codes.length === 0)
      throw conflict(messages.candidateNotOpen({ code: pair.candidateCode, currency: line.currency }));
    return codes;
  });
  const locked = new Map((await lockItems(tx, codesOf.flat())).map((item) => [item.code, item]));
  return pairs.map((pair, index) => {
    const line = lines.get(pair.lineCode) as BankLineRow;
    const items = (codesOf[index] ?? []).sort().flatMap((code) => locked.get(code) ?? []);
    const settled = items.find((item) => item.status !== 'ACCEPTED');
    if (settled) throw conflict(messages.candidateNotOpen({ code: settled.code, currency: line.currency }));
    refuseDifference(line.amount, total(items), line.currency, pair.allowed);
    return { line, items };
  });
}
