import type { CreateSplitRefundBody, SplitTransaction } from '../contract/index.ts';
import type { FieldErrors } from '../validation/index.ts';
import { checkSplitShares } from './check-split-shares.ts';
import { emptyShare, type SplitForm, type SplitSeller } from './split-form.ts';

export type SplitRefundType = NonNullable<CreateSplitRefundBody['type']>;

/** What the split creator sends for a refund or chargeback of a payment. */
export type SplitRefundRequest = CreateSplitRefundBody;

/**
 * The split creator in refund mode: a refund or chargeback of one payment, in the payment's currency, taken back
 * from the payment's sellers. `pspReference` (the PSP's reference of the refund) may stay empty.
 */
export interface SplitRefundForm extends Pick<SplitForm, 'description' | 'currency' | 'totalAmount' | 'reference'> {
  type: SplitRefundType;
  paymentCode: string;
  pspReference: string;
  sellers: SplitForm['sellers'];
}

/** What the payment's refunds and chargebacks (reconciled or pending) have left to give back, in minor units. */
export const refundableAmount = (payment: SplitTransaction) =>
  payment.totalAmount - payment.refundedAmount - payment.pendingRefundAmount;

/** A payment that is not cancelled and has something left to refund. */
export const isRefundable = (payment: SplitTransaction) =>
  payment.type === 'PAYMENT' && payment.cancelledAt === null && refundableAmount(payment) > 0;

/** The payment's sellers, the only ones a refund may take money back from. */
export const paymentSellersOf = (payment: SplitTransaction): SplitSeller[] =>
  payment.sellers.map((share) => ({ code: share.sellerCode, name: share.sellerName, currencies: [payment.currency] }));

/**
 * A new refund of the payment: its code and currency fixed, one row per seller of the payment with the amount left
 * empty (an ops user refunds a part more often than all, and types what each seller gives back).
 */
export const refundFormOf = (payment: SplitTransaction): SplitRefundForm => ({
  type: 'REFUND',
  paymentCode: payment.code,
  pspReference: '',
  description: '',
  currency: payment.currency,
  totalAmount: '',
  reference: '',
  sellers: paymentSellersOf(payment).map((seller) => ({ ...emptyShare(), seller })),
});

export interface SplitRefundFormCheck {
  /** As `checkSplitShares`: by field, with the payment's limits on `totalAmount` and `sellers.{i}.amount`. */
  errors: FieldErrors;
  remainder: number;
  request: SplitRefundRequest | undefined;
}

/**
 * The refund form with the split rules of spec section 5 (`checkSplitShares`), within the payment: the total no
 * more than its refunds left ('Amount exceeds the total amount'), each share no more than the seller got from it
 * ('Amount exceeds the total amount for this seller'). What earlier refunds took from each seller the platform
 * checks, in the same words.
 */
export function checkSplitRefundForm(form: SplitRefundForm, payment: SplitTransaction): SplitRefundFormCheck {
  const { errors, remainder, shares } = checkSplitShares({ ...form, currency: payment.currency });
  if (shares) {
    if (shares.totalAmount > refundableAmount(payment)) errors.totalAmount ??= 'amountExceedsTotal';
    const paid = new Map(payment.sellers.map((share) => [share.sellerCode, share.amount]));
    shares.sellers.forEach((share, index) => {
      const limit = share.sellerCode === undefined ? undefined : paid.get(share.sellerCode);
      if (limit !== undefined && share.amount > limit) errors[`sellers.${index}.amount`] ??= 'amountExceedsSellerTotal';
    });
  }
  if (!shares || Object.keys(errors).length > 0) return { errors, remainder, request: undefined };
  const { currency: _fixed, ...refund } = shares;
  return {
    errors,
    remainder,
    request: {
      ...refund,
      paymentCode: payment.code,
      type: form.type,
      pspReference: form.pspReference.trim() || undefined,
    },
  };
}
