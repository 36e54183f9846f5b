import { toMajorString } from '@ops/core/money';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { BankLineRow } from './bank-line-row.ts';
import { refreshSettledBatch } from './batch-status.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { payOut, returnPayout } from './payout-money.ts';
import { recordPayoutRequestChange } from './payout-request-audit.ts';

export interface LineSettlement {
  caller: Caller;
  action: string;
  idempotencyKeyId: number | null;
  /**
   * When set, the batches whose items settled are gathered here for the caller to refresh once each (an import of
   * many lines); otherwise each settlement refreshes its batch's status at once.
   */
  settledBatches?: Set<string>;
}

/**
 * Settles the payout request a bank line is about, or says why it cannot: the line must carry the request's
 * amount and currency, a confirmation settles only an item of an instructed batch (PROCESSED: the money leaves
 * the payout balance for the bank), and a return an item at the bank or already paid (RETURNED: the money comes
 * back onto the confirmed balance). The request row is locked, so a line settles it once.
 */
export async function settleWithLine(
  tx: Transaction,
  line: BankLineRow,
  requestCode: string,
  settlement: LineSettlement,
): Promise<{ settled: true } | { settled: false; reason: string; unknownRequest?: true }> {
  const [request] = await tx.select().from(payoutRequests).where(eq(payoutRequests.code, requestCode)).for('update');
  if (!request) {
    return { settled: false, reason: messages.unknownPayoutRequest({ code: requestCode }), unknownRequest: true };
  }
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
  const [batch] = request.payoutCode
    ? await tx
        .select({ status: payoutBatches.status })
        .from(payoutBatches)
        .where(eq(payoutBatches.code, request.payoutCode))
    : [];
  const atTheBank = batch !== undefined && !['OPEN', 'READY', 'APPROVED', 'CANCELLED'].includes(batch.status);
  const cannot = {
    settled: false as const,
    reason: messages.lineCannotSettle({ code: request.code, status: request.status }),
  };
  let status: 'PROCESSED' | 'RETURNED';
  if (line.type === 'CONFIRMED_TRANSACTION') {
    if (!atTheBank || request.status !== 'ACCEPTED') return cannot;
    await payOut(tx, request, settlement.idempotencyKeyId);
    status = 'PROCESSED';
  } else {
    const paid = request.status === 'PROCESSED';
    if (!atTheBank || (request.status !== 'ACCEPTED' && !paid)) return cannot;
    await returnPayout(tx, request, paid, settlement.idempotencyKeyId);
    status = 'RETURNED';
  }
  const failureReason = status === 'RETURNED' ? messages.returnedByBank() : null;
  await tx
    .update(payoutRequests)
    .set({ status, failureReason, settledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payoutRequests.code, request.code));
  await recordPayoutRequestChange(tx, settlement, request.code, {
    before: { status: request.status, failureReason: request.failureReason },
    after: { status, failureReason, bankLineCode: line.code },
  });
  if (request.payoutCode && settlement.settledBatches) settlement.settledBatches.add(request.payoutCode);
  else if (request.payoutCode) {
    await refreshSettledBatch(tx, request.payoutCode, {
      actorEmail: settlement.caller.email,
      action: settlement.action,
    });
  }
  return { settled: true };
}
