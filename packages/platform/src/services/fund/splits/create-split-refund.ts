import type { createSplitRefundBodySchema, SplitTransaction } from '@ops/core/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../../audit/record-audit.ts';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { splitShares } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type PostingInput, postTransaction } from '../../../ledger/post-transaction.ts';
import { worldAccount } from '../../../ledger/world-account.ts';
import { lockSplit } from './lock-split.ts';
import { readSplitTransaction, type SplitTransactionRow } from './read-splits.ts';
import { type BookedShare, recordSplit } from './record-split.ts';
import { refundedShares } from './refunded-shares.ts';
import { divisionIncomeAccount } from './split-accounts.ts';
import { splitMessages as messages } from './split-messages.ts';
import {
  addProblem,
  feesOf,
  fieldProblem,
  refuseProblems,
  type SplitProblems,
  splitCreatorProblems,
} from './split-problems.ts';
import { updateSplit } from './update-split.ts';

type SplitRefundRequest = z.output<typeof createSplitRefundBodySchema>;

/** The payment being refunded, locked: a refund of another transaction, or of none, names the field. */
async function lockPayment(tx: Transaction, code: string): Promise<SplitTransactionRow> {
  const payment = await lockSplit(tx, code);
  if (payment?.type !== 'PAYMENT') {
    const message = payment ? messages.notAPayment({ code }) : messages.transactionNotFound({ code });
    throw fieldProblem('paymentCode', message);
  }
  if (payment.cancelledAt) throw conflict(messages.cancelledPaymentNotRefundable());
  return payment;
}

/**
 * The split creator's rules, then what the payment has left to give back: the total within what its refunds left,
 * each share of one of its sellers within what that seller got from it (gross and net), and the fees and rest
 * within what the division kept.
 */
async function refundProblems(
  tx: Transaction,
  payment: SplitTransactionRow,
  refund: SplitRefundRequest,
  paid: Map<string, { amount: number; net: number }>,
): Promise<SplitProblems> {
  const problems = splitCreatorProblems(refund, () => true);
  const refunded = await refundedShares(tx, payment.code);
  const totalLeft = payment.totalAmount - payment.refundedAmount - payment.pendingRefundAmount;
  if (refund.totalAmount > totalLeft) addProblem(problems, 'totalAmount', messages.amountExceedsTotal);
  let refundedNet = 0;
  for (const [index, share] of refund.sellers.entries()) {
    if (!share.sellerCode) continue;
    const field = `sellers.${index}`;
    const paidShare = paid.get(share.sellerCode);
    if (!paidShare) {
      addProblem(problems, `${field}.sellerCode`, messages.sellerNotInPayment());
      continue;
    }
    const taken = refunded.sellers.get(share.sellerCode) ?? { amount: 0, net: 0 };
    const net = share.amount - feesOf(share);
    refundedNet += net;
    if (share.amount > paidShare.amount - taken.amount) {
      addProblem(problems, `${field}.amount`, messages.amountExceedsSellerTotal);
    }
    const available = paidShare.net - taken.net;
    if (net > available) addProblem(problems, `${field}.amount`, messages.refundExceedsSellerShare({ available }));
  }
  const divisionLeft = payment.divisionAmount - refunded.division;
  if (problems.size === 0 && refund.totalAmount - refundedNet > divisionLeft) {
    addProblem(problems, 'totalAmount', messages.refundExceedsDivisionShare({ available: divisionLeft }));
  }
  return problems;
}

/**
 * Books a refund or chargeback of a payment, inside the request's transaction: its shares come back from the
 * payment's sellers, its fees and rest from the division income account (pending balances while the payment is
 * unreconciled, confirmed after) and go to the PSP's world account. The ledger refuses it (409) when a balance
 * would go below zero. The payment becomes PENDING_REFUND until the refund is reconciled or cancelled.
 */
export async function createSplitRefund(
  tx: Transaction,
  refund: SplitRefundRequest,
  caller: Caller,
  idempotencyKeyId: number | null,
): Promise<SplitTransaction> {
  const payment = await lockPayment(tx, refund.paymentCode);
  const paymentShares = await tx
    .select()
    .from(splitShares)
    .where(eq(splitShares.transactionCode, payment.code))
    .orderBy(asc(splitShares.position));
  const paid = new Map(
    paymentShares.map((share) => [
      share.accountHolderCode,
      { amount: share.amount, net: share.amount - share.fees, virtualAccountCode: share.virtualAccountCode },
    ]),
  );
  refuseProblems(await refundProblems(tx, payment, refund, paid));

  const shares: BookedShare[] = refund.sellers.map((share) => ({
    ...share,
    sellerCode: share.sellerCode ?? '',
    virtualAccountCode: paid.get(share.sellerCode ?? '')?.virtualAccountCode ?? '',
  }));
  const divisionAmount = refund.totalAmount - shares.reduce((sum, share) => sum + share.amount - feesOf(share), 0);
  const takenFrom = payment.reconciledAt ? 'CONFIRMED' : 'PENDING';
  const { currency } = payment;
  const psp = await worldAccount(tx, { kind: 'PSP', name: payment.psp, currency });
  const postings: PostingInput[] = [{ worldAccount: psp, amount: refund.totalAmount }];
  for (const share of shares) {
    const net = share.amount - feesOf(share);
    if (net > 0) postings.push({ virtualAccountCode: share.virtualAccountCode, bucket: takenFrom, amount: -net });
  }
  if (divisionAmount > 0) {
    const incomeAccount = await divisionIncomeAccount(tx, payment.divisionCode, currency);
    postings.push({ virtualAccountCode: incomeAccount, bucket: takenFrom, amount: -divisionAmount });
  }

  const code = newCode(refund.type === 'CHARGEBACK' ? 'CB' : 'SR');
  await postTransaction(tx, {
    type: 'SPLIT_REFUND',
    status: takenFrom,
    currency,
    reference: code,
    description: refund.description,
    idempotencyKeyId,
    postings,
  });
  await recordSplit(
    tx,
    {
      code,
      type: refund.type,
      subtype: refund.totalAmount === payment.totalAmount ? 'FULL' : 'PARTIAL',
      status: 'PENDING',
      merchantCode: payment.merchantCode,
      divisionCode: payment.divisionCode,
      currency,
      totalAmount: refund.totalAmount,
      divisionAmount,
      psp: payment.psp,
      pspReference: refund.pspReference,
      paymentMethod: payment.paymentMethod,
      description: refund.description,
      reference: refund.reference,
      orderNumber: payment.orderNumber,
      paymentCode: payment.code,
      takenFrom,
      createdBy: caller.email,
    },
    shares,
  );
  await updateSplit(
    tx,
    payment,
    { pendingRefundAmount: payment.pendingRefundAmount + refund.totalAmount },
    { caller, action: 'createSplitRefund' },
  );
  const created = await readSplitTransaction(tx, code);
  if (!created) throw new Error(`split refund ${code} was not written`);
  await recordAudit(tx, {
    actorEmail: caller.email,
    action: 'createSplitRefund',
    entityType: 'splitTransaction',
    entityId: code,
    before: null,
    after: created,
  });
  return created;
}
