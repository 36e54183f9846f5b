import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import {
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  requiredMessage,
  requiredText,
  timestampSchema,
} from '../primitives.ts';
import { splitContractMessages as messages } from './split-messages.ts';
import {
  reconciliationSourceSchema,
  splitTransactionStatusSchema,
  splitTransactionSubtypeSchema,
  splitTransactionTypeSchema,
} from './split-status.ts';

/** A whole number of minor units of at least `min`: 'Required' when missing, 'Invalid Amount' when not whole. */
const amountInput = (min: number) =>
  z
    .int({ error: (issue) => (issue.input === undefined ? requiredMessage : messages.invalidAmount) })
    .min(min, messages.valueTooLow)
    .describe('Amount in minor units of the currency (EUR 10.00 is 1000)');

/** A fee of an item group: 0 when left out. */
const feeInput = () => amountInput(0).default(0);

/** Optional text such as an external reference; blank means none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((text) => text || null);

/**
 * An item group of a seller's share (the split creator's fields): what its product items and shipping fee bring
 * the seller, less the seller's own discount; the commission, handling fee and VAT the platform takes from that
 * for the division income account; and the platform discount, which the buyer did not pay and the division
 * income account pays the seller instead (see `checkSplitDraft`).
 */
export const splitItemGroupInputSchema = z.object({
  externalRef: optionalText(255).describe("The group's external reference"),
  productItemAmount: amountInput(0),
  shippingFee: feeInput().describe('Paid to the seller like the product items, in minor units'),
  discount: feeInput().describe("The seller's discount: the seller gets that much less, in minor units"),
  platformDiscount: feeInput().describe(
    "The platform's discount: the buyer paid that much less, the division income account makes it up to the seller",
  ),
  commission: feeInput(),
  handlingFee: feeInput(),
  vat: feeInput(),
});

/**
 * A seller's share: its gross amount, taken from the total, less the fees of its item groups. Checked with the
 * split creator's rules (`checkSplitDraft`): a seller must be chosen ('Please select a seller'), once ('Seller
 * already added'), and have a virtual account in the currency ('No virtual account found for this seller').
 */
export const splitShareInputSchema = z.object({
  /** The seller's (account holder's) code. */
  sellerCode: z.string().trim().optional(),
  amount: amountInput(0),
  externalRef: optionalText(255).describe("The share's external reference"),
  itemGroups: z.array(splitItemGroupInputSchema).max(100).default([]),
});

/** What a split divides among sellers, with the totals' rules of the split creator (spec section 5). */
const splitInputFields = {
  description: optionalText(500),
  totalAmount: amountInput(1),
  /** The split's external reference, as the merchant knows it. */
  reference: optionalText(255),
  sellers: z.array(splitShareInputSchema).max(100),
};

/**
 * A payment that comes in from a PSP and is split among sellers of one division (POST split-payments). Each
 * seller's share less its item groups' fees goes to the seller's pending balance; the fees and what no seller
 * gets go to the division income account's pending balance. A PSP report or bank statement later reconciles it.
 */
export const createSplitPaymentBodySchema = z
  .object({
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    /** The PSP's name, e.g. 'ADYEN' (upper case): its world account is where the money comes from. */
    psp: requiredText()
      .max(60)
      .transform((name) => name.toUpperCase()),
    /** The PSP's external reference of the payment. */
    pspReference: requiredText().max(255),
    paymentMethod: requiredText().max(60),
    currency: currencyCodeSchema,
    orderNumber: optionalText(255),
    ...splitInputFields,
  })
  .meta({ id: 'CreateSplitPayment' });

/** The balance a refund or chargeback takes its money from: pending while its payment is unreconciled. */
export const refundBuckets = ['PENDING', 'CONFIRMED'] as const;

/** A refund gives money back to the buyer; a chargeback is one the card scheme forced. */
export const splitRefundTypes = ['REFUND', 'CHARGEBACK'] as const;

/**
 * A refund or chargeback of part or all of a payment (POST split-refunds), split like the payment: each share
 * is taken back from a seller of the payment (from pending while the payment is unreconciled, from confirmed after),
 * the fees and the rest from the division income account, and goes back to the PSP. Within what the payment's
 * earlier refunds left; refused when a balance would go below zero.
 */
export const createSplitRefundBodySchema = z
  .object({
    paymentCode: requiredText(),
    type: z.enum(splitRefundTypes).default('REFUND'),
    /** The PSP's external reference of the refund, when it has one. */
    pspReference: optionalText(255),
    ...splitInputFields,
  })
  .meta({ id: 'CreateSplitRefund' });

/** A seller's share as it was booked. */
export const splitShareSchema = z
  .object({
    sellerCode: codeSchema,
    sellerName: z.string(),
    virtualAccountCode: codeSchema,
    amount: minorUnitsSchema,
    /** The commissions, handling fees and VAT of its item groups. */
    fees: minorUnitsSchema,
    /** The platform discounts of its item groups: in `amount`, paid by the division income account, not the buyer. */
    platformDiscount: minorUnitsSchema,
    /** What the seller's balance got (a refund: gave back): amount less fees. */
    netAmount: minorUnitsSchema,
    externalRef: z.string().nullable(),
    itemGroups: z.array(
      z.object({
        externalRef: z.string().nullable(),
        productItemAmount: minorUnitsSchema,
        shippingFee: minorUnitsSchema,
        discount: minorUnitsSchema,
        platformDiscount: minorUnitsSchema,
        commission: minorUnitsSchema,
        handlingFee: minorUnitsSchema,
        vat: minorUnitsSchema,
      }),
    ),
  })
  .meta({ id: 'SplitShare' });

/** A payment, refund or chargeback with its split (spec section 3). */
export const splitTransactionSchema = z
  .object({
    code: codeSchema,
    type: splitTransactionTypeSchema,
    subtype: splitTransactionSubtypeSchema,
    status: splitTransactionStatusSchema,
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    currency: currencyCodeSchema,
    totalAmount: minorUnitsSchema,
    /** What the division income account got (a refund: gave back): the fees and what no seller got. */
    divisionAmount: minorUnitsSchema,
    psp: z.string(),
    pspReference: z.string().nullable(),
    paymentMethod: z.string(),
    description: z.string().nullable(),
    reference: z.string().nullable(),
    orderNumber: z.string().nullable(),
    /** A refund's or chargeback's payment. */
    paymentCode: codeSchema.nullable(),
    /** The balance a refund or chargeback took its money from. */
    takenFrom: z.enum(refundBuckets).nullable(),
    /** A payment's reconciled refunds and chargebacks, and those still pending. */
    refundedAmount: minorUnitsSchema,
    pendingRefundAmount: minorUnitsSchema,
    reconciledAt: timestampSchema.nullable(),
    reconciledBy: reconciliationSourceSchema.nullable(),
    /** The PSP's fee charged to the division income account when the transaction was reconciled. */
    pspFee: minorUnitsSchema.nullable(),
    cancelledAt: timestampSchema.nullable(),
    /** E-mail of the ops user who made it. */
    createdBy: z.string(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    sellers: z.array(splitShareSchema),
  })
  .meta({ id: 'SplitTransaction' });

export const splitParamsSchema = z.object({ splitCode: codeSchema });

/**
 * Sandbox only: a PSP report or bank statement line matched the transaction. A payment's shares move from the
 * sellers' and the division's pending balances to confirmed; a refund's payment counts it as refunded. The PSP's
 * fee, when its report has one, goes from the division income account's confirmed balance to the PSP.
 */
export const reconcileSplitBodySchema = z
  .object({
    matchedBy: reconciliationSourceSchema.default('PSP_REPORT'),
    pspFee: amountInput(0).optional(),
  })
  .meta({ id: 'ReconcileSplit' });

/** The fund service's split lists: newest first, by merchant, division and status; refunds also by payment. */
export const splitListQuerySchema = pageQuerySchema.extend({
  merchantCode: codeSchema.optional(),
  divisionCode: codeSchema.optional(),
  status: splitTransactionStatusSchema.optional(),
});

export const splitRefundListQuerySchema = splitListQuerySchema.extend({
  paymentCode: codeSchema.optional().describe("A payment's refunds and chargebacks"),
});

export type SplitListQuery = z.infer<typeof splitListQuerySchema>;
export type SplitRefundListQuery = z.infer<typeof splitRefundListQuerySchema>;
export type CreateSplitPaymentBody = z.input<typeof createSplitPaymentBodySchema>;
export type CreateSplitRefundBody = z.input<typeof createSplitRefundBodySchema>;
export type SplitShareInput = z.output<typeof splitShareInputSchema>;
export type SplitShare = z.infer<typeof splitShareSchema>;
export type SplitTransaction = z.infer<typeof splitTransactionSchema>;
export type ReconcileSplitBody = z.input<typeof reconcileSplitBodySchema>;
