import type { BankLineMatch, MatchBankLinesBody } from '@ops/core/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../../http/api-problem.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import type { BankLineRow } from '../../fund/payouts/bank-line-row.ts';
import { payoutMessages } from '../../fund/payouts/payout-messages.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';
import { lockItems, openItemCodes } from './locked-items.ts';
import { toBankLineMatch } from './match-answer.ts';
import { bankTrail, recordMatchTrail } from './match-trail.ts';
import { isMatchable, refuseOtherDivisionLines } from './matchable-line.ts';
import { payMatchItems } from './pay-match-items.ts';
import { refuseDifference, total } from './sums-differ.ts';

/** Refuses a line of a match that does not exist (404) or is not open to matching (409). */
export function refuseUnmatchable(code: string, line: BankLineRow | undefined): asserts line is BankLineRow {
  if (!line) throw notFound(payoutMessages.bankLineNotFound({ code }));
  if (line.status === 'RECONCILED' || line.status === 'TENTATIVE') throw conflict(messages.alreadyMatched({ code }));
  if (!isMatchable(line)) throw conflict(messages.notMatchable({ code, status: line.status, type: line.type }));
}

/** The lines of a match, locked in code order; each must exist, be open to matching and name no other division. */
async function lockLines(tx: Transaction, division: DivisionAddress, codes: readonly string[]): Promise<BankLineRow[]> {
  const unique = [...new Set(codes)].sort();
  const lines = await tx
    .select()
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.code, unique))
    .orderBy(asc(bankStatementLines.code))
    .for('update');
  for (const code of unique) {
    refuseUnmatchable(
      code,
      lines.find((row) => row.code === code),
    );
  }
  await refuseOtherDivisionLines(tx, division, unique);
  const currencies = [...new Set(lines.map((line) => line.currency))];
  if (currencies.length > 1) throw conflict(messages.mixedCurrencies({ currencies: currencies.join(', ') }));
  return lines;
}

/** The lines of a match are all pending (a tentative match) or all booked; a mix is refused (409). */
function isTentative(lines: readonly BankLineRow[]): boolean {
  const pending = lines.filter((line) => line.pending);
  if (pending.length === 0 || pending.length === lines.length) return pending.length > 0;
  const codesOf = (rows: readonly BankLineRow[]) => rows.map((line) => line.code).join(', ');
  throw conflict(
    messages.mixedPending({
      pending: codesOf(pending),
      booked: codesOf(lines.filter((line) => !line.pending)),
    }),
  );
}

/**
 * Matches on the workbench (issue 34): one line with candidates (one to many) or lines with one candidate (many to
 * one). Each candidate stands for its open items (`openItemCodes`); the lines and items are locked, the sums must
 * agree (or differ by at most `allowedDifference`, what a tolerance rule lets auto-matching accept: the difference
 * is kept on the match, the ledger moves the items' amounts), then the items are settled (`payMatchItems`), the lines
 * are RECONCILED in the match and each batch's status is refreshed. Pending lines (the bank has not booked them) are
 * matched TENTATIVE instead: nothing is posted and the items and batches stay as they are, until the booked lines
 * confirm the match on import (`confirmTentativeMatches`). A refusal changes nothing; an item settles once (it must
 * be ACCEPTED under its lock).
 */
export async function matchBankLines(
  tx: Transaction,
  division: { merchantCode: string; divisionCode: string },
  body: MatchBankLinesBody,
  settlement: LineSettlement,
  allowedDifference = 0,
): Promise<BankLineMatch> {
  if (body.bankLineCodes.length > 1 && body.candidates.length > 1) throw badRequest(messages.manyToMany());
  const lines = await lockLines(tx, division, body.bankLineCodes);
  const tentative = isTentative(lines);
  const currency = lines[0]?.currency ?? '';
  const codes: string[] = [];
  for (const candidate of body.candidates) {
    const open = await openItemCodes(tx, division, candidate, currency);
    if (open.length === 0) throw conflict(messages.candidateNotOpen({ code: candidate.code, currency }));
    codes.push(...open);
  }
  const items = await lockItems(tx, codes);
  const settled = items.find((item) => item.status !== 'ACCEPTED');
  if (settled) throw conflict(messages.candidateNotOpen({ code: settled.code, currency }));
  refuseDifference(total(lines), total(items), currency, allowedDifference);

  const lineStatus = tentative ? 'TENTATIVE' : 'RECONCILED';
  const [match] = await tx
    .insert(bankLineMatches)
    .values({
      code: newCode('BM'),
      ...division,
      status: tentative ? 'TENTATIVE' : 'MATCHED',
      bankLineCodes: lines.map((line) => line.code),
      payoutRequestCodes: items.map((item) => item.code),
      currency,
      amount: total(items),
      difference: total(lines) - total(items),
      matchedBy: settlement.caller.email,
    })
    .returning();
  if (!match) throw new Error('the match was not written');
  if (!tentative) await payMatchItems(tx, items, match, settlement);
  await tx
    .update(bankStatementLines)
    .set({
      status: lineStatus,
      matchCode: match.code,
      failureReason: null,
      allocatedBy: settlement.caller.email,
      allocatedAt: sql`now()`,
    })
    .where(inArray(bankStatementLines.code, match.bankLineCodes));
  const answer = toBankLineMatch(match);
  await recordMatchTrail(tx, settlement, {
    types: bankTrail,
    lines,
    lineChange: (line) => ({
      before: { status: line.status, failureReason: line.failureReason, matchCode: null },
      after: { status: lineStatus, failureReason: null, matchCode: match.code },
    }),
    matchCode: match.code,
    match: { before: null, after: answer },
  });
  return answer;
}
