import type { SplitTransaction } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { splitTransactions } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { postTransaction } from '../../../ledger/post-transaction.ts';
import { isOfKind, lockSplit, lockSplitOfKind } from './lock-split.ts';
import type { SplitTransactionRow } from './read-splits.ts';
import { splitMessages as messages } from './split-messages.ts';
import { shareBookings, splitPostings } from './split-postings.ts';
import { updateSplit } from './update-split.ts';

/** Spec section 4: only a transaction no PSP report or bank statement matched can be cancelled, and only once. */
function refuseUnlessCancellable(split: SplitTransactionRow): void {
  if (split.cancelledAt) throw conflict(messages.alreadyCancelled());
  if (split.reconciledAt) throw conflict(messages.onlyUnreconciledCancellable());
  if (split.refundedAmount + split.pendingRefundAmount > 0) throw conflict(messages.paymentWithRefundsNotCancellable());
}

/**
 * Cancels an unreconciled payment without refunds: new postings take its shares and the division's part off the
 * pending balances and back to the PSP (the first postings stay as they were). Answers it CANCELLED.
 */
export async function cancelSplitPayment(
  tx: Transaction,
  code: string,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const payment = await lockSplitOfKind(tx, code, 'payment');
  refuseUnlessCancellable(payment);
  const parts = { shares: await shareBookings(tx, code), division: payment.divisionAmount };
  await postTransaction(tx, {
    type: 'SPLIT',
    status: 'PENDING_CANCELLED',
    currency: payment.currency,
    reference: code,
    idempotencyKeyId,
    postings: await splitPostings(tx, payment, parts, 'PENDING', -1),
  });
  return updateSplit(tx, payment, { cancelled: true }, { caller, action: 'cancelSplitPayment' });
}

/**
 * A refund or chargeback with its payment, both locked, the payment first (the order every change of a refund
 * takes, so two of them never wait on each other in a circle).
 */
export async function lockRefundWithPayment(
  tx: Transaction,
  code: string,
): Promise<{ refund: SplitTransactionRow; payment: SplitTransactionRow }> {
  const [unlocked] = await tx
    .select({ type: splitTransactions.type, paymentCode: splitTransactions.paymentCode })
    .from(splitTransactions)
    .where(eq(splitTransactions.code, code));
  if (!unlocked?.paymentCode || !isOfKind(unlocked.type, 'refund')) {
    throw notFound(messages.transactionNotFound({ code }));
  }
  const payment = await lockSplit(tx, unlocked.paymentCode);
  if (!payment) throw new Error(`refund ${code} has no payment ${unlocked.paymentCode}`);
  return { refund: await lockSplitOfKind(tx, code, 'refund'), payment };
}

/**
 * Cancels an unreconciled refund or chargeback: new postings give its shares and the division's part back from the
 * PSP, to the balance they came from (confirmed, when the payment was reconciled meanwhile). Its payment no longer
 * waits for it. Answers it CANCELLED.
 */
export async function cancelSplitRefund(
  tx: Transaction,
  code: string,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const { refund, payment } = await lockRefundWithPayment(tx, code);
  refuseUnlessCancellable(refund);
  const bucket = refund.takenFrom === 'PENDING' && !payment.reconciledAt ? 'PENDING' : 'CONFIRMED';
  const parts = { shares: await shareBookings(tx, code), division: refund.divisionAmount };
  await postTransaction(tx, {
    type: 'SPLIT_REFUND',
    status: 'PENDING_CANCELLED',
    currency: refund.currency,
    reference: code,
    idempotencyKeyId,
    postings: await splitPostings(tx, refund, parts, bucket, 1),
  });
  const cancelled = await updateSplit(tx, refund, { cancelled: true }, { caller, action: 'cancelSplitRefund' });
  await updateSplit(
    tx,
    payment,
    { pendingRefundAmount: payment.pendingRefundAmount - refund.totalAmount },
    { caller, action: 'cancelSplitRefund' },
  );
  return cancelled;
}
