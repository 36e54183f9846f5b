import type { reconcileSplitBodySchema, SplitTransaction } from '@ops/core/contract';
import type { z } from 'zod';
import type { Transaction } from '../../../db/database.ts';
import { conflict } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type LedgerTransactionInput, postTransaction } from '../../../ledger/post-transaction.ts';
import { lockRefundWithPayment } from './cancel-split.ts';
import { lockSplitOfKind } from './lock-split.ts';
import type { SplitTransactionRow } from './read-splits.ts';
import { type RefundedShares, refundedShares } from './refunded-shares.ts';
import { divisionIncomeAccount } from './split-accounts.ts';
import { splitMessages as messages } from './split-messages.ts';
import { chargePspFee, type ShareBooking, shareBookings } from './split-postings.ts';
import { type SplitChange, updateSplit } from './update-split.ts';

/** How a PSP report or bank statement matched a transaction: by which, and the PSP's fee it names. */
export type SplitMatch = z.output<typeof reconcileSplitBodySchema>;

/** A transaction a report or statement can no longer match: cancelled, or reconciled already (409). */
export function refuseUnlessReconcilable(split: SplitTransactionRow): void {
  if (split.cancelledAt) throw conflict(messages.cancelledNotReconcilable());
  if (split.reconciledAt) throw conflict(messages.alreadyReconciled());
}

/** What a match does to the transaction it matched. */
export const reconciledBy = (match: SplitMatch): SplitChange => ({
  reconciled: { by: match.matchedBy, pspFee: match.pspFee ?? null },
});

/** What a matched refund or chargeback does to its payment: its amount no longer waits, it is refunded. */
export const refundSettled = (payment: SplitTransactionRow, refund: SplitTransactionRow): SplitChange => ({
  pendingRefundAmount: payment.pendingRefundAmount - refund.totalAmount,
  refundedAmount: payment.refundedAmount + refund.totalAmount,
});

/**
 * The payment's settlement (ledger type split, status confirmed): what is left of it on pending balances, each
 * share and the division's part less what its refunds took back from pending before it was reconciled, moves to
 * confirmed. Null when nothing is left; the division income account is asked for only when the division's part is.
 */
export async function settlementTransaction(
  payment: SplitTransactionRow,
  parts: { shares: readonly ShareBooking[]; takenBack: RefundedShares },
  incomeAccount: () => string | Promise<string>,
  idempotencyKeyId: number | null,
): Promise<LedgerTransactionInput | null> {
  const left = parts.shares.map((share) => ({
    virtualAccountCode: share.virtualAccountCode,
    amount: share.net - (parts.takenBack.sellers.get(share.sellerCode)?.net ?? 0),
  }));
  const divisionLeft = payment.divisionAmount - parts.takenBack.division;
  if (divisionLeft > 0) left.push({ virtualAccountCode: await incomeAccount(), amount: divisionLeft });
  const postings = left
    .filter((part) => part.amount > 0)
    .flatMap(({ virtualAccountCode, amount }) => [
      { virtualAccountCode, bucket: 'PENDING' as const, amount: -amount },
      { virtualAccountCode, bucket: 'CONFIRMED' as const, amount },
    ]);
  if (postings.length === 0) return null;
  return {
    type: 'SPLIT',
    status: 'CONFIRMED',
    currency: payment.currency,
    reference: payment.code,
    idempotencyKeyId,
    postings,
  };
}

/**
 * Sandbox only: a PSP report or bank statement matched the payment. What is left of it on pending balances moves
 * to confirmed (`settlementTransaction`), the PSP's fee is charged, and the payment is RECONCILED (or keeps its
 * refund status). `reconcileSplits` does the same for many at once.
 */
export async function reconcileSplitPayment(
  tx: Transaction,
  code: string,
  match: SplitMatch,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const payment = await lockSplitOfKind(tx, code, 'payment');
  refuseUnlessReconcilable(payment);
  const settlement = await settlementTransaction(
    payment,
    { shares: await shareBookings(tx, code), takenBack: await refundedShares(tx, code, 'PENDING') },
    () => divisionIncomeAccount(tx, payment.divisionCode, payment.currency),
    idempotencyKeyId,
  );
  if (settlement) await postTransaction(tx, settlement);
  if (match.pspFee) await chargePspFee(tx, payment, match.pspFee, idempotencyKeyId);
  return updateSplit(tx, payment, reconciledBy(match), { caller, action: 'reconcileSplitPayment' });
}

/**
 * Sandbox only: a PSP report or bank statement matched the refund or chargeback. Its money went back when it was
 * made; now its payment counts it as refunded (PARTIALLY_REFUNDED or REFUNDED once no other refund waits), and the
 * PSP's fee is charged. `reconcileSplits` does the same for many at once.
 */
export async function reconcileSplitRefund(
  tx: Transaction,
  code: string,
  match: SplitMatch,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const { refund, payment } = await lockRefundWithPayment(tx, code);
  refuseUnlessReconcilable(refund);
  if (match.pspFee) await chargePspFee(tx, refund, match.pspFee, idempotencyKeyId);
  const reconciled = await updateSplit(tx, refund, reconciledBy(match), { caller, action: 'reconcileSplitRefund' });
  await updateSplit(tx, payment, refundSettled(payment, refund), { caller, action: 'reconcileSplitRefund' });
  return reconciled;
}
