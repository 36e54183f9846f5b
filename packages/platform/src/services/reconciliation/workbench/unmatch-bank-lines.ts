import type { BankLineMatch } from '@ops/core/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import { type LedgerTransactionInput, postTransactions } from '../../../ledger/post-transaction.ts';
import type { WorldAccount } from '../../../ledger/world-account.ts';
import { reopenSettledBatch } from '../../fund/payouts/batch-status.ts';
import { payoutMessages } from '../../fund/payouts/payout-messages.ts';
import { bankOf, type PayoutMoney } from '../../fund/payouts/payout-money.ts';
import { recordPayoutRequestChange } from '../../fund/payouts/payout-request-audit.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';
import { lockItems, setItemsStatus } from './locked-items.ts';
import { type BankLineMatchRow, toBankLineMatch } from './match-answer.ts';
import { bankTrail, recordMatchTrail } from './match-trail.ts';

/** A paid item's payment undone: its amount leaves the bank's world account for the payout balance again. */
const reversalOf = (
  item: PayoutMoney,
  bank: WorldAccount,
  idempotencyKeyId: number | null,
): LedgerTransactionInput => ({
  type: 'PAYOUT',
  status: 'PENDING',
  currency: item.sourceCurrency,
  reference: item.code,
  idempotencyKeyId,
  postings: [
    { worldAccount: bank, amount: -item.amount },
    { virtualAccountCode: item.virtualAccountCode, bucket: 'PAYOUT', amount: item.amount },
  ],
});

/** The match a line of the division is in, locked. */
async function lockMatchOf(tx: Transaction, division: { divisionCode: string }, bankLineCode: string) {
  const [line] = await tx
    .select({ matchCode: bankStatementLines.matchCode })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.code, bankLineCode))
    .for('update');
  if (!line) throw notFound(payoutMessages.bankLineNotFound({ code: bankLineCode }));
  const [match] = line.matchCode
    ? await tx
        .select()
        .from(bankLineMatches)
        .where(and(eq(bankLineMatches.code, line.matchCode), eq(bankLineMatches.divisionCode, division.divisionCode)))
        .for('update')
    : [];
  if (match?.status !== 'MATCHED' && match?.status !== 'TENTATIVE') {
    throw conflict(messages.notMatched({ code: bankLineCode }));
  }
  return match;
}

/**
 * Undoes the workbench match a line is in, with a reason (issue 34): each item's payment is reversed through the
 * ledger (bank back to the payout balance), the items are ACCEPTED again and their batches at the bank again, and the
 * lines UNALLOCATED outside any match; the match is kept as UNMATCHED with who and why. The balances are then as if
 * the match never happened (a confirmed tentative match frees its pending lines too). An item the bank returned since
 * cannot be unmatched. A TENTATIVE match (on pending lines,
 * not yet confirmed) settled nothing: undoing it only frees its lines, and its booked lines will confirm nothing.
 */
export async function unmatchBankLines(
  tx: Transaction,
  params: { merchantCode: string; divisionCode: string; bankLineCode: string },
  reason: string,
  settlement: LineSettlement,
): Promise<BankLineMatch> {
  const match = await lockMatchOf(tx, params, params.bankLineCode);
  const lines = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.matchCode, match.code))
    .orderBy(bankStatementLines.code)
    .for('update');
  if (match.status === 'MATCHED') await reverseItems(tx, match, reason, settlement);
  await tx
    .update(bankStatementLines)
    .set({ status: 'UNALLOCATED', matchCode: null, failureReason: null, allocatedBy: null, allocatedAt: null })
    .where(eq(bankStatementLines.matchCode, match.code));
  const [undone] = await tx
    .update(bankLineMatches)
    .set({ status: 'UNMATCHED', unmatchedBy: settlement.caller.email, unmatchedAt: sql`now()`, unmatchReason: reason })
    .where(eq(bankLineMatches.code, match.code))
    .returning();
  if (!undone) throw new Error('the match was not undone');
  const answer = toBankLineMatch(undone);
  await recordMatchTrail(tx, settlement, {
    types: bankTrail,
    lines,
    lineChange: (line) => ({
      before: { status: line.status, matchCode: match.code },
      after: { status: 'UNALLOCATED', matchCode: null, unmatchReason: reason },
    }),
    matchCode: match.code,
    match: { before: toBankLineMatch(match), after: answer },
  });
  return answer;
}

/** A match's items paid back: reversed through the ledger, ACCEPTED again, audited, their batches at the bank again. */
async function reverseItems(tx: Transaction, match: BankLineMatchRow, reason: string, settlement: LineSettlement) {
  const items = await lockItems(tx, match.payoutRequestCodes);
  const moved = items.find((item) => item.status !== 'PROCESSED');
  if (moved) throw conflict(messages.itemSettledSince({ code: moved.code, status: moved.status }));

  const bank = await bankOf(tx, match.currency);
  await postTransactions(
    tx,
    items.map((item) => reversalOf(item, bank, settlement.idempotencyKeyId)),
  );
  await setItemsStatus(
    tx,
    items.map((item) => item.code),
    'ACCEPTED',
  );
  for (const item of items) {
    await recordPayoutRequestChange(tx, settlement, item.code, {
      before: { status: item.status, bankLineMatchCode: match.code },
      after: { status: 'ACCEPTED', unmatchReason: reason },
    });
  }
  for (const payoutCode of [...new Set(items.flatMap((item) => item.payoutCode ?? []))].sort()) {
    await reopenSettledBatch(tx, payoutCode, { actorEmail: settlement.caller.email, action: settlement.action });
  }
}
