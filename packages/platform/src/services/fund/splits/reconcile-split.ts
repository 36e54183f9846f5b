import type { reconcileSplitBodySchema, SplitTransaction } from '@ops/core/contract';
import type { z } from 'zod';
import type { Transaction } from '../../../db/database.ts';
import { conflict } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type PostingInput, postTransaction } from '../../../ledger/post-transaction.ts';
import { lockRefundWithPayment } from './cancel-split.ts';
import { lockSplitOfKind } from './lock-split.ts';
import type { SplitTransactionRow } from './read-splits.ts';
import { refundedShares } from './refunded-shares.ts';
import { divisionIncomeAccount } from './split-accounts.ts';
import { splitMessages as messages } from './split-messages.ts';
import { chargePspFee, shareBookings } from './split-postings.ts';
import { updateSplit } from './update-split.ts';

type Match = z.output<typeof reconcileSplitBodySchema>;

function refuseUnlessReconcilable(split: SplitTransactionRow): void {
  if (split.cancelledAt) throw conflict(messages.cancelledNotReconcilable());
  if (split.reconciledAt) throw conflict(messages.alreadyReconciled());
}

/**
 * What is left of the payment on pending balances: each share and the division's part, less what its refunds took
 * back from pending before it was reconciled.
 */
async function settlementPostings(tx: Transaction, payment: SplitTransactionRow): Promise<PostingInput[]> {
  const takenBack = await refundedShares(tx, payment.code, 'PENDING');
  const left = (await shareBookings(tx, payment.code)).map((share) => ({
    virtualAccountCode: share.virtualAccountCode,
    amount: share.net - (takenBack.sellers.get(share.sellerCode)?.net ?? 0),
  }));
  const divisionLeft = payment.divisionAmount - takenBack.division;
  if (divisionLeft > 0) {
    left.push({
      virtualAccountCode: await divisionIncomeAccount(tx, payment.divisionCode, payment.currency),
      amount: divisionLeft,
    });
  }
  return left
    .filter((part) => part.amount > 0)
    .flatMap(({ virtualAccountCode, amount }): PostingInput[] => [
      { virtualAccountCode, bucket: 'PENDING', amount: -amount },
      { virtualAccountCode, bucket: 'CONFIRMED', amount },
    ]);
}

/**
 * Sandbox only: a PSP report or bank statement matched the payment. What is left of it on pending balances moves
 * to confirmed (ledger type split, status confirmed), the PSP's fee is charged, and the payment is RECONCILED (or
 * keeps its refund status).
 */
export async function reconcileSplitPayment(
  tx: Transaction,
  code: string,
  match: Match,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const payment = await lockSplitOfKind(tx, code, 'payment');
  refuseUnlessReconcilable(payment);
  const postings = await settlementPostings(tx, payment);
  if (postings.length > 0) {
    await postTransaction(tx, {
      type: 'SPLIT',
      status: 'CONFIRMED',
      currency: payment.currency,
      reference: code,
      idempotencyKeyId,
      postings,
    });
  }
  if (match.pspFee) await chargePspFee(tx, payment, match.pspFee, idempotencyKeyId);
  return updateSplit(
    tx,
    payment,
    { reconciled: { by: match.matchedBy, pspFee: match.pspFee ?? null } },
    { caller, action: 'reconcileSplitPayment' },
  );
}

/**
 * Sandbox only: a PSP report or bank statement matched the refund or chargeback. Its money went back when it was
 * made; now its payment counts it as refunded (PARTIALLY_REFUNDED or REFUNDED once no other refund waits), and the
 * PSP's fee is charged.
 */
export async function reconcileSplitRefund(
  tx: Transaction,
  code: string,
  match: Match,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const { refund, payment } = await lockRefundWithPayment(tx, code);
  refuseUnlessReconcilable(refund);
  if (match.pspFee) await chargePspFee(tx, refund, match.pspFee, idempotencyKeyId);
  const reconciled = await updateSplit(
    tx,
    refund,
    { reconciled: { by: match.matchedBy, pspFee: match.pspFee ?? null } },
    { caller, action: 'reconcileSplitRefund' },
  );
  await updateSplit(
    tx,
    payment,
    {
      pendingRefundAmount: payment.pendingRefundAmount - refund.totalAmount,
      refundedAmount: payment.refundedAmount + refund.totalAmount,
    },
    { caller, action: 'reconcileSplitRefund' },
  );
  return reconciled;
}
