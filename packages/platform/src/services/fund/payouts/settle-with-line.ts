import type { PayoutBatchStatus } from '@ops/core/contract';
import { toMajorString } from '@ops/core/money';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type LedgerTransactionInput, postTransaction } from '../../../ledger/post-transaction.ts';
import type { WorldAccount } from '../../../ledger/world-account.ts';
import type { BankLineRow } from './bank-line-row.ts';
import { refreshSettledBatch } from './batch-status.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { bankOf, type PayoutMoney, payOutMutation, returnMutation } from './payout-money.ts';
import { recordPayoutRequestChange } from './payout-request-audit.ts';

export interface LineSettlement {
  caller: Caller;
  action: string;
  idempotencyKeyId: number | null;
}

/** The payout request a line names, as settling needs it. */
export interface SettledRequest extends PayoutMoney {
  status: string;
  failureReason: string | null;
  payoutCode: string | null;
}

export type LineVerdict =
  | { settled: false; reason: string; unknownRequest?: true }
  | { settled: true; status: 'PROCESSED' | 'RETURNED'; paid: boolean };

const beforeTheBank: readonly PayoutBatchStatus[] = ['OPEN', 'READY', 'APPROVED', 'CANCELLED'];

/**
 * Whether a bank line settles the payout request it names, and how: the line must carry the request's amount and
 * currency, a confirmation settles only an accepted item of a batch at the bank (PROCESSED: the money leaves the
 * payout balance for the bank), and a return an item at the bank or already paid (RETURNED: the money comes back
 * onto the confirmed balance). `batchStatus` is the status of the request's batch.
 */
export function lineVerdict(
  line: Pick<BankLineRow, 'type' | 'amount' | 'currency'>,
  requestCode: string,
  request: SettledRequest | undefined,
  batchStatus: PayoutBatchStatus | undefined,
): LineVerdict {
  if (!request)
    return { settled: false, reason: messages.unknownPayoutRequest({ code: requestCode }), unknownRequest: true };
  if (request.amount !== line.amount || request.sourceCurrency !== line.currency) {
    return {
      settled: false,
      reason: messages.lineDoesNotMatch({
        amount: toMajorString(line.amount, line.currency),
        currency: line.currency,
        code: request.code,
        expected: toMajorString(request.amount, request.sourceCurrency),
        expectedCurrency: request.sourceCurrency,
      }),
    };
  }
  const atTheBank = batchStatus !== undefined && !beforeTheBank.includes(batchStatus);
  const cannot = {
    settled: false as const,
    reason: messages.lineCannotSettle({ code: request.code, status: request.status }),
  };
  if (line.type === 'CONFIRMED_TRANSACTION') {
    return atTheBank && request.status === 'ACCEPTED' ? { settled: true, status: 'PROCESSED', paid: false } : cannot;
  }
  const paid = request.status === 'PROCESSED';
  return atTheBank && (request.status === 'ACCEPTED' || paid) ? { settled: true, status: 'RETURNED', paid } : cannot;
}

/** The ledger mutation of a settled item: paid out to the bank, or back onto the confirmed balance. */
export function settledMutation(
  request: PayoutMoney,
  verdict: { status: 'PROCESSED' | 'RETURNED'; paid: boolean },
  bank: WorldAccount,
  idempotencyKeyId: number | null,
): LedgerTransactionInput {
  return verdict.status === 'PROCESSED'
    ? payOutMutation(request, bank, idempotencyKeyId)
    : returnMutation(request, verdict.paid, bank, idempotencyKeyId);
}

/** Why the bank sent a returned item back, as its request keeps it. */
export const failureReasonOf = (status: 'PROCESSED' | 'RETURNED') =>
  status === 'RETURNED' ? messages.returnedByBank() : null;

/**
 * Settles the payout request a bank line is about (`lineVerdict`), or says why it cannot. The request row is
 * locked, so a line settles it once.
 */
export async function settleWithLine(
  tx: Transaction,
  line: BankLineRow,
  requestCode: string,
  settlement: LineSettlement,
): Promise<LineVerdict> {
  const [request] = await tx.select().from(payoutRequests).where(eq(payoutRequests.code, requestCode)).for('update');
  const [batch] = request?.payoutCode
    ? await tx
        .select({ status: payoutBatches.status })
        .from(payoutBatches)
        .where(eq(payoutBatches.code, request.payoutCode))
    : [];
  const verdict = lineVerdict(line, requestCode, request, batch?.status);
  if (!verdict.settled || !request) return verdict;
  const bank = await bankOf(tx, request.sourceCurrency);
  await postTransaction(tx, settledMutation(request, verdict, bank, settlement.idempotencyKeyId));
  const failureReason = failureReasonOf(verdict.status);
  await tx
    .update(payoutRequests)
    .set({ status: verdict.status, failureReason, settledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payoutRequests.code, request.code));
  await recordPayoutRequestChange(tx, settlement, request.code, {
    before: { status: request.status, failureReason: request.failureReason },
    after: { status: verdict.status, failureReason, bankLineCode: line.code },
  });
  if (request.payoutCode) {
    await refreshSettledBatch(tx, request.payoutCode, {
      actorEmail: settlement.caller.email,
      action: settlement.action,
    });
  }
  return verdict;
}
