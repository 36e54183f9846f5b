import { z } from 'zod';

/**
 * What a transaction is (spec section 4, the transactions filter: payment, refund, chargeback). A payment brings
 * money in from the PSP and splits it among sellers; a refund or a chargeback gives part of a payment back to the
 * buyer, taking it from the same sellers. Created through split-payments (PAYMENT) or split-refunds (REFUND and
 * CHARGEBACK).
 */
export const splitTransactionTypes = ['PAYMENT', 'REFUND', 'CHARGEBACK'] as const;
export const splitTransactionTypeSchema = z.enum(splitTransactionTypes);

/** How a transaction splits: a payment is SPLIT among its sellers; a refund or chargeback is FULL or PARTIAL. */
export const splitTransactionSubtypes = ['SPLIT', 'FULL', 'PARTIAL'] as const;
export const splitTransactionSubtypeSchema = z.enum(splitTransactionSubtypes);

/**
 * Transaction statuses (spec section 4). A payment starts PENDING (its shares on the sellers' pending balances) and
 * becomes RECONCILED when a PSP report or bank statement matches it (the shares move to confirmed). While one of
 * its refunds waits for the PSP it is PENDING_REFUND; once they are all reconciled it is PARTIALLY_REFUNDED or,
 * when they add up to its total, REFUNDED. A refund or chargeback is PENDING until reconciled. Only a PENDING
 * transaction can be cancelled (a payment only while it has no refunds): CANCELLED, its postings reversed.
 */
export const splitTransactionStatuses = [
  'PENDING',
  'RECONCILED',
  'PENDING_REFUND',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'CANCELLED',
] as const;
export const splitTransactionStatusSchema = z.enum(splitTransactionStatuses);

/**
 * The statuses of the transactions filter (spec section 4), each a set of transaction statuses:
 * - PENDING_SPLIT: payments that are PENDING, their split on the sellers' pending balances until the PSP reports;
 * - PENDING_SETTLEMENT: money going back that the PSP has not settled yet: PENDING refunds and chargebacks, and
 *   the payments they belong to (PENDING_REFUND);
 * - RECONCILED: RECONCILED, PARTIALLY_REFUNDED and REFUNDED;
 * - CANCELLED: CANCELLED.
 */
export const transactionFilterStatuses = ['PENDING_SPLIT', 'PENDING_SETTLEMENT', 'RECONCILED', 'CANCELLED'] as const;
export const transactionFilterStatusSchema = z.enum(transactionFilterStatuses);

/** What matched a transaction when it was reconciled. */
export const reconciliationSources = ['PSP_REPORT', 'BANK_STATEMENT'] as const;
export const reconciliationSourceSchema = z.enum(reconciliationSources);

export type SplitTransactionType = z.infer<typeof splitTransactionTypeSchema>;
export type SplitTransactionSubtype = z.infer<typeof splitTransactionSubtypeSchema>;
export type SplitTransactionStatus = z.infer<typeof splitTransactionStatusSchema>;
export type TransactionFilterStatus = z.infer<typeof transactionFilterStatusSchema>;
export type ReconciliationSource = z.infer<typeof reconciliationSourceSchema>;

/** The filter status a transaction of that type and status is listed under. */
export function filterStatusOf(type: SplitTransactionType, status: SplitTransactionStatus): TransactionFilterStatus {
  if (status === 'CANCELLED') return 'CANCELLED';
  if (status === 'PENDING') return type === 'PAYMENT' ? 'PENDING_SPLIT' : 'PENDING_SETTLEMENT';
  if (status === 'PENDING_REFUND') return 'PENDING_SETTLEMENT';
  return 'RECONCILED';
}
