import type { BankLine, BankLineStatus, BankLineType } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import { bankStatementLines, virtualAccounts } from '../../../db/schema/index.ts';
import { ApiProblem, conflict, notFound } from '../../../http/api-problem.ts';
import { postTransaction } from '../../../ledger/post-transaction.ts';
import { reconciliationMessages } from '../../reconciliation/reconciliation-messages.ts';
import { type BankLineRow, readBankLine, toBankLine } from './bank-line-row.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { bankOf } from './payout-money.ts';
import { type LineSettlement, settleWithLine } from './settle-with-line.ts';

/** The line types that settle one payout item: the bank paid it, or sent it back. */
const payoutItemTypes: readonly BankLineType[] = ['CONFIRMED_TRANSACTION', 'RETURNED_TRANSACTION'];

/** A line about one payout item, named by its end-to-end id; any other waits to be allocated. */
export const namesPayoutItem = (
  line: Pick<BankLineRow, 'reference' | 'type'>,
): line is BankLineRow & { reference: string } => line.reference !== null && payoutItemTypes.includes(line.type);

/** Why a line failed: no request has its reference (it may have arrived truncated), or the verdict's reason. */
export const lineFailureOf = (reference: string, verdict: { reason: string; unknownRequest?: true }) =>
  verdict.unknownRequest ? messages.noMatchingPayoutRequest({ reference }) : verdict.reason;

async function lockBankLine(tx: Transaction, code: string): Promise<BankLineRow> {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.code, code)).for('update');
  if (!line) throw notFound(messages.bankLineNotFound({ code }));
  if (line.status === 'RECONCILED') throw conflict(messages.bankLineReconciled({ code }));
  return line;
}

interface LineOutcome {
  status: BankLineStatus;
  payoutRequestCode: string | null;
  failureReason: string | null;
  virtualAccountCode?: string;
}

async function markLine(
  tx: Transaction,
  line: BankLineRow,
  outcome: LineOutcome,
  settlement: LineSettlement,
): Promise<BankLine> {
  const tried = outcome.status !== 'UNALLOCATED';
  await tx
    .update(bankStatementLines)
    .set({ ...outcome, ...(tried ? { allocatedBy: settlement.caller.email, allocatedAt: sql`now()` } : {}) })
    .where(eq(bankStatementLines.code, line.code));
  const answer = await readBankLine(tx, line.code);
  await recordAudit(tx, {
    actorEmail: settlement.caller.email,
    action: settlement.action,
    entityType: 'bankStatementLine',
    entityId: line.code,
    before: toBankLine(line),
    after: answer,
  });
  return answer;
}

/**
 * Reconciles a bank statement line: the payout request its end-to-end id names is settled when the line carries
 * its amount and currency, and the line is RECONCILED. When no request matches (a truncated reference) or the line
 * cannot settle it, the line is FAILED with the reason and nothing else changes; it can be allocated again, or
 * linked by hand with `confirmPayoutWithBankLine`. A line about no payout item (a deposit, a line without an
 * end-to-end id) is UNALLOCATED: nothing it could settle exists.
 */
export async function reconcileBankLine(
  tx: Transaction,
  line: BankLineRow,
  settlement: LineSettlement,
): Promise<BankLine> {
  if (!namesPayoutItem(line)) {
    return markLine(tx, line, { status: 'UNALLOCATED', payoutRequestCode: null, failureReason: null }, settlement);
  }
  const reference = line.reference;
  const result = await settleWithLine(tx, line, reference, settlement);
  if (!result.settled) {
    return markLine(
      tx,
      line,
      { status: 'FAILED', payoutRequestCode: null, failureReason: lineFailureOf(reference, result) },
      settlement,
    );
  }
  return markLine(tx, line, { status: 'RECONCILED', payoutRequestCode: reference, failureReason: null }, settlement);
}

/**
 * Allocates a bank statement line by hand: without an account it is reconciled again (`reconcileBankLine`); with
 * one, money that came in and names no payout item is booked onto that virtual account's confirmed balance (a
 * deposit from the bank) and the line is RECONCILED. A refusal changes nothing.
 */
export async function allocateBankLine(
  tx: Transaction,
  allocation: { bankLineCode: string; virtualAccountCode?: string | undefined },
  settlement: LineSettlement,
): Promise<BankLine> {
  const line = await lockBankLine(tx, allocation.bankLineCode);
  if (allocation.virtualAccountCode === undefined) return reconcileBankLine(tx, line, settlement);
  const direction = toBankLine(line).creditDebit;
  if (direction !== 'CRDT') throw conflict(reconciliationMessages.notIncoming({ code: line.code, direction }));
  if (namesPayoutItem(line)) {
    throw conflict(reconciliationMessages.namesPayoutItem({ code: line.code, reference: line.reference }));
  }
  const [account] = await tx
    .select({ code: virtualAccounts.code })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.code, allocation.virtualAccountCode));
  if (!account) throw notFound(messages.checkVirtualAccountCode);
  await postTransaction(tx, {
    type: 'DEPOSIT',
    status: 'CONFIRMED',
    currency: line.currency,
    reference: line.code,
    description: line.remittance,
    idempotencyKeyId: settlement.idempotencyKeyId,
    postings: [
      { worldAccount: await bankOf(tx, line.currency), amount: -line.amount },
      { virtualAccountCode: account.code, bucket: 'CONFIRMED', amount: line.amount },
    ],
  });
  return markLine(
    tx,
    line,
    { status: 'RECONCILED', payoutRequestCode: null, failureReason: null, virtualAccountCode: account.code },
    settlement,
  );
}

/**
 * Links a line to a payout request by its full code and settles it (spec section 5): only for a line whose
 * reference arrived truncated, so its reference must be the start of the full code. A refusal changes nothing.
 */
export async function confirmPayoutWithBankLine(
  tx: Transaction,
  code: string,
  payoutRequestCode: string,
  settlement: LineSettlement,
): Promise<BankLine> {
  const line = await lockBankLine(tx, code);
  const reference = line.reference ?? '';
  if (reference === '' || reference === payoutRequestCode || !payoutRequestCode.startsWith(reference)) {
    throw conflict(messages.notTruncated({ reference, payoutCode: payoutRequestCode }));
  }
  const result = await settleWithLine(tx, line, payoutRequestCode, settlement);
  if (!result.settled) throw new ApiProblem(409, result.reason);
  return markLine(tx, line, { status: 'RECONCILED', payoutRequestCode, failureReason: null }, settlement);
}
