import type { SplitTransactionStatus } from '@ops/core/contract';

export interface PaymentState {
  cancelled: boolean;
  reconciled: boolean;
  totalAmount: number;
  refundedAmount: number;
  pendingRefundAmount: number;
}

/**
 * A payment's status from what happened to it (spec section 4): CANCELLED once cancelled; PENDING_REFUND while a
 * refund or chargeback of it waits for the PSP; REFUNDED or PARTIALLY_REFUNDED once its refunds are reconciled;
 * otherwise RECONCILED or PENDING, whether a PSP report or bank statement matched it.
 */
export function paymentStatus(payment: PaymentState): SplitTransactionStatus {
  if (payment.cancelled) return 'CANCELLED';
  if (payment.pendingRefundAmount > 0) return 'PENDING_REFUND';
  if (payment.refundedAmount >= payment.totalAmount) return 'REFUNDED';
  if (payment.refundedAmount > 0) return 'PARTIALLY_REFUNDED';
  return payment.reconciled ? 'RECONCILED' : 'PENDING';
}
