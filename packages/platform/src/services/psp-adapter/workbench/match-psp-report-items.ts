import type { MatchPspReportItemsBody, PspReportMatch } from '@ops/core/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { pspReportLineMatches, pspReportLines, splitTransactions } from '../../../db/schema/index.ts';
import { ApiProblem, badRequest, conflict, notFound } from '../../../http/api-problem.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';
import { type MatchedSplit, reconcileSplits } from '../../fund/splits/reconcile-splits.ts';
import { reconciliationMessages } from '../../reconciliation/reconciliation-messages.ts';
import { recordMatchTrail } from '../../reconciliation/workbench/match-trail.ts';
import { refuseDifference, total } from '../../reconciliation/workbench/sums-differ.ts';
import { refreshFileStatuses } from '../import-settlement-report.ts';
import { pspMessages as messages } from '../psp-messages.ts';
import { postedFor } from './match-ledger.ts';
import { isMatchable, kindToMatch, lineAmount } from './matchable-report-line.ts';
import { pspTrail, toPspReportMatch } from './psp-match-answer.ts';

export type StoredLine = typeof pspReportLines.$inferSelect;

/** Lines of matches, locked in code order: each of the division and open to matching. */
export async function lockOpenLines(
  tx: Transaction,
  divisionCode: string,
  codes: readonly string[],
): Promise<StoredLine[]> {
  const unique = [...new Set(codes)].sort();
  const lines = await tx
    .select()
    .from(pspReportLines)
    .where(and(inArray(pspReportLines.code, unique), eq(pspReportLines.divisionCode, divisionCode)))
    .orderBy(asc(pspReportLines.code))
    .for('update');
  for (const code of unique) {
    const line = lines.find((row) => row.code === code);
    if (!line) throw notFound(messages.reportItemNotFound({ code }));
    if (line.status === 'RECONCILED') throw conflict(messages.alreadyMatched({ code }));
    if (!isMatchable(line)) {
      throw conflict(messages.notMatchable({ code, recordType: line.recordType, status: line.status }));
    }
  }
  return lines;
}

/** The lines of one match, locked (`lockOpenLines`), all in one currency. */
async function lockLines(tx: Transaction, divisionCode: string, codes: readonly string[]): Promise<StoredLine[]> {
  const lines = await lockOpenLines(tx, divisionCode, codes);
  const currencies = [...new Set(lines.map((line) => line.currency))];
  if (currencies.length > 1) {
    throw conflict(reconciliationMessages.mixedCurrencies({ currencies: currencies.join(', ') }));
  }
  return lines;
}

export type SplitToMatch = Awaited<ReturnType<typeof readSplits>>[number];

/** Transactions of the division by code, as a match reads them before `reconcileSplits` locks them. */
export function readSplits(tx: Transaction, divisionCode: string, codes: readonly string[]) {
  return tx
    .select({
      code: splitTransactions.code,
      type: splitTransactions.type,
      amount: splitTransactions.totalAmount,
      currency: splitTransactions.currency,
      reconciledAt: splitTransactions.reconciledAt,
      cancelledAt: splitTransactions.cancelledAt,
    })
    .from(splitTransactions)
    .where(and(inArray(splitTransactions.code, [...new Set(codes)]), eq(splitTransactions.divisionCode, divisionCode)))
    .orderBy(asc(splitTransactions.code));
}

/**
 * The transactions named of those read (`readSplits`), refused (409) unless each is open and of the lines' kind and
 * currency.
 */
export function refuseNotOpen(codes: readonly string[], rows: readonly SplitToMatch[], lines: readonly StoredLine[]) {
  const currency = lines[0]?.currency ?? '';
  for (const code of new Set(codes)) {
    const split = rows.find((row) => row.code === code);
    if (!split || split.reconciledAt || split.cancelledAt || split.currency !== currency) {
      throw conflict(messages.transactionNotOpen({ code, currency }));
    }
    const line = lines.find((one) => kindToMatch(one) !== split.type);
    if (line) throw conflict(messages.wrongKind({ code, kind: split.type, recordType: line.recordType }));
  }
  return rows.filter((row) => codes.includes(row.code));
}

/**
 * The PSP fee each transaction is charged: the lines' commission, all on the one transaction of a many-to-one
 * match, shared by amount among those of a one-to-many match (the rest of the rounding on the last).
 */
export function feesOf(lines: readonly StoredLine[], splits: readonly { amount: number }[]): number[] {
  const fee = lines.reduce((sum, line) => sum + Math.max(0, line.commission), 0);
  const amount = total(splits);
  let left = fee;
  return splits.map((split, index) => {
    const share = index === splits.length - 1 ? left : Math.floor((fee * split.amount) / amount);
    left -= share;
    return share;
  });
}

/**
 * Matches on the workbench's PSP side (issue 34): one report line with transactions (one to many) or lines with one
 * transaction (many to one), of the kind the lines' records settle. The lines are locked, the sums must agree (the
 * match records a difference of 0; auto-matching's within a tolerance rule, `matchReportPairs`, records what the rule
 * let through), then every transaction is reconciled as an import reconciles it (`reconcileSplits`: a
 * payment's pending shares to confirmed, the commission charged as the PSP fee; a refund or chargeback counted on its
 * payment), the ledger transactions it posted kept on the match for an unmatch, the lines RECONCILED in the match and
 * their reports' statuses refreshed. A refusal of the lock or the sums throws (409) and changes nothing; one of the
 * ledger's (a fee the division cannot pay) changes nothing and is answered (`{ refusal }`). A transaction reconciles
 * once.
 */
async function tryMatchPspReportItems(
  tx: Transaction,
  division: { merchantCode: string; divisionCode: string },
  body: MatchPspReportItemsBody,
  settlement: Pick<LineSettlement, 'caller' | 'action'>,
): Promise<PspReportMatch | { refusal: string }> {
  if (body.reportItemCodes.length > 1 && body.splitCodes.length > 1) {
    throw badRequest(reconciliationMessages.manyToMany());
  }
  const lines = await lockLines(tx, division.divisionCode, body.reportItemCodes);
  const currency = lines[0]?.currency ?? '';
  const splits = refuseNotOpen(body.splitCodes, await readSplits(tx, division.divisionCode, body.splitCodes), lines);
  const linesSum = total(lines.map((line) => ({ amount: lineAmount(line) })));
  refuseDifference(linesSum, total(splits), currency);

  const fees = feesOf(lines, splits);
  const matched = splits.map(
    (split, index): MatchedSplit => ({
      code: split.code,
      kind: split.type === 'PAYMENT' ? 'payment' : 'refund',
      match: { matchedBy: 'PSP_REPORT', pspFee: fees[index] || undefined },
    }),
  );
  const refusal = (await reconcileSplits(tx, matched, settlement.caller)).find((answer) => answer !== null);
  if (refusal) return { refusal };
  const splitCodes = splits.map((split) => split.code);
  const [match] = await tx
    .insert(pspReportLineMatches)
    .values({
      code: newCode('PM'),
      ...division,
      reportLineCodes: lines.map((line) => line.code),
      splitCodes,
      ledgerTransactionCodes: (await postedFor(tx, splitCodes)).map((posted) => posted.code),
      currency,
      amount: total(splits),
      pspFee: fees.reduce((sum, fee) => sum + fee, 0),
      difference: linesSum - total(splits),
      matchedBy: settlement.caller.email,
    })
    .returning();
  if (!match) throw new Error('the match was not written');
  await tx
    .update(pspReportLines)
    .set({
      status: 'RECONCILED',
      matchCode: match.code,
      splitCode: splitCodes.length === 1 ? (splitCodes[0] ?? null) : null,
      failureReason: null,
    })
    .where(inArray(pspReportLines.code, match.reportLineCodes));
  await refreshFileStatuses(
    tx,
    lines.map((line) => line.executionId),
  );
  const answer = toPspReportMatch(match);
  await recordMatchTrail(tx, settlement, {
    types: pspTrail,
    lines,
    lineChange: (line) => ({
      before: { status: line.status, failureReason: line.failureReason, splitCode: line.splitCode, matchCode: null },
      after: {
        status: 'RECONCILED',
        failureReason: null,
        splitCode: splitCodes.length === 1 ? splitCodes[0] : null,
        matchCode: match.code,
      },
    }),
    matchCode: match.code,
    match: { before: null, after: answer },
  });
  return answer;
}

/** A match of the workbench's route (`tryMatchPspReportItems`), the ledger's refusal answered 409. */
export async function matchPspReportItems(
  tx: Transaction,
  division: { merchantCode: string; divisionCode: string },
  body: MatchPspReportItemsBody,
  settlement: LineSettlement,
): Promise<PspReportMatch> {
  const made = await tryMatchPspReportItems(tx, division, body, settlement);
  if ('refusal' in made) throw new ApiProblem(409, made.refusal);
  return made;
}
