import type { BankLineMatch, MatchBankLinesBody } from '@ops/core/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../../http/api-problem.ts';
import { postTransactions } from '../../../ledger/post-transaction.ts';
import type { BankLineRow } from '../../fund/payouts/bank-line-row.ts';
import { refreshSettledBatch } from '../../fund/payouts/batch-status.ts';
import { payoutMessages } from '../../fund/payouts/payout-messages.ts';
import { bankOf, payOutMutation } from '../../fund/payouts/payout-money.ts';
import { recordPayoutRequestChange } from '../../fund/payouts/payout-request-audit.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';
import { lockItems, openItemCodes, setItemsStatus } from './locked-items.ts';
import { toBankLineMatch } from './match-answer.ts';
import { bankTrail, recordMatchTrail } from './match-trail.ts';
import { isMatchable } from './matchable-line.ts';
import { refuseDifference, total } from './sums-differ.ts';

/** Refuses a line of a match that does not exist (404) or is not open to matching (409). */
export function refuseUnmatchable(code: string, line: BankLineRow | undefined): asserts line is BankLineRow {
  if (!line) throw notFound(payoutMessages.bankLineNotFound({ code }));
  if (line.status === 'RECONCILED') throw conflict(messages.alreadyMatched({ code }));
  if (!isMatchable(line)) throw conflict(messages.notMatchable({ code, status: line.status, type: line.type }));
}

/** The lines of a match, locked in code order; each must exist and be open to matching. */
async function lockLines(tx: Transaction, codes: readonly string[]): Promise<BankLineRow[]> {
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
  const currencies = [...new Set(lines.map((line) => line.currency))];
  if (currencies.length > 1) throw conflict(messages.mixedCurrencies({ currencies: currencies.join(', ') }));
  return lines;
}

/**
 * Matches on the workbench (issue 34): one line with candidates (one to many) or lines with one candidate (many to
 * one). Each candidate stands for its open items (`openItemCodes`); the lines and items are locked, the sums must
 * agree (or differ by at most `allowedDifference`, what a tolerance rule lets auto-matching accept: the difference
 * is kept on the match, the ledger moves the items' amounts), then each item is settled as allocation settles it (`payOutMutation` through the ledger, PROCESSED,
 * audited and told to the payouts webhook), the lines are RECONCILED in the match and each batch's status is
 * refreshed. A refusal changes nothing; an item settles once (it must be ACCEPTED under its lock).
 */
export async function matchBankLines(
  tx: Transaction,
  division: { merchantCode: string; divisionCode: string },
  body: MatchBankLinesBody,
  settlement: LineSettlement,
  allowedDifference = 0,
): Promise<BankLineMatch> {
  if (body.bankLineCodes.length > 1 && body.candidates.length > 1) throw badRequest(messages.manyToMany());
  const lines = await lockLines(tx, body.bankLineCodes);
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

  const bank = await bankOf(tx, currency);
  await postTransactions(
    tx,
    items.map((item) => payOutMutation(item, bank, settlement.idempotencyKeyId)),
  );
  const itemCodes = items.map((item) => item.code);
  await setItemsStatus(tx, itemCodes, 'PROCESSED');
  const [match] = await tx
    .insert(bankLineMatches)
    .values({
      code: newCode('BM'),
      ...division,
      bankLineCodes: lines.map((line) => line.code),
      payoutRequestCodes: itemCodes,
      currency,
      amount: total(items),
      difference: total(lines) - total(items),
      matchedBy: settlement.caller.email,
    })
    .returning();
  if (!match) throw new Error('the match was not written');
  for (const item of items) {
    await recordPayoutRequestChange(tx, settlement, item.code, {
      before: { status: item.status, failureReason: item.failureReason },
      after: { status: 'PROCESSED', failureReason: null, bankLineMatchCode: match.code },
    });
  }
  await tx
    .update(bankStatementLines)
    .set({
      status: 'RECONCILED',
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
      after: { status: 'RECONCILED', failureReason: null, matchCode: match.code },
    }),
    matchCode: match.code,
    match: { before: null, after: answer },
  });
  for (const payoutCode of [...new Set(items.flatMap((item) => item.payoutCode ?? []))].sort()) {
    await refreshSettledBatch(tx, payoutCode, { actorEmail: settlement.caller.email, action: settlement.action });
  }
  return answer;
}
