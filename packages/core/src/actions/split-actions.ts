import { z } from 'zod';
import { splitRefundTypes } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const text = z.string().trim();
/** Minor units of the split's currency (EUR 10.00 is 1000); the platform checks the split rules on them. */
const amount = z.int().min(0);

const itemGroupParameters = z.object({
  externalRef: text.optional(),
  productItemAmount: amount,
  commission: amount.default(0),
  handlingFee: amount.default(0),
  vat: amount.default(0),
});

const shareParameters = z.object({
  sellerCode: text.optional(),
  amount,
  externalRef: text.optional(),
  itemGroups: z.array(itemGroupParameters).default([]),
});

/**
 * Books a payment from a PSP split among sellers of the bound division (the split creator): each share less its
 * item groups' fees on the seller's pending balance, the fees and the unallocated rest on the division income
 * account's. Amounts are minor units. The platform refuses a split that breaks the split creator's rules of spec
 * section 5 in their words and moves nothing. Run again with the same `idempotencyKey` (answered with the split)
 * to retry without moving the money twice.
 */
export const createSplitAction = defineAction({
  id: 'transactions.createSplit',
  formScreen: '/transactions',
  risk: 'movesMoney',
  labelKey: 'splitCreator.action',
  group: 'transactions',
  keywords: ['split', 'payment', 'create', 'transaction', 'splitsen', 'betaling'],
  permission: 'ops',
  route: 'createSplitPayment',
  needsMerchant: true,
  changes: ['transactions', ...balanceCaches],
  parameters: z.object({
    psp: text,
    pspReference: text,
    paymentMethod: text,
    currency: text,
    description: text.optional(),
    reference: text.optional(),
    totalAmount: amount,
    sellers: z.array(shareParameters),
    idempotencyKey: text.min(1).max(255).optional(),
  }),
  async run(context, { idempotencyKey, ...payment }) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    const key = idempotencyKey ?? crypto.randomUUID();
    const split = await context.clients.fundSplits.createSplitPayment({
      body: { ...context.scope, ...payment },
      idempotencyKey: key,
    });
    return { split, idempotencyKey: key };
  },
});

/**
 * Refunds (or charges back) part or all of a payment of the bound division, split like the payment: each share
 * is taken back from one of the payment's sellers, the fees and the rest from the division income account, and
 * goes back to the PSP. `splitCode` is the payment on view. The platform refuses more than the payment's earlier
 * refunds left, or a seller without a share in it, in the split creator's words of spec section 5, and moves
 * nothing. Run again with the same `idempotencyKey` to retry without taking the money back twice.
 */
export const createSplitRefundAction = defineAction({
  id: 'transactions.refund',
  mayNeedApproval: true,
  formScreen: '/transactions',
  risk: 'movesMoney',
  labelKey: 'transactionScreens.actions.refund',
  group: 'transactions',
  keywords: ['refund', 'chargeback', 'split', 'payment', 'transaction', 'terugbetalen', 'terugboeking'],
  permission: 'ops',
  route: 'createSplitRefund',
  needsMerchant: true,
  changes: ['transactions', ...balanceCaches],
  about: 'splitCode',
  parameters: z.object({
    splitCode: text.min(1).describe('The payment to refund'),
    type: z.enum(splitRefundTypes).default('REFUND').describe('REFUND or CHARGEBACK'),
    pspReference: text.optional(),
    description: text.optional(),
    reference: text.optional(),
    totalAmount: amount,
    sellers: z.array(shareParameters),
    idempotencyKey: text.min(1).max(255).optional(),
  }),
  async run(context, { splitCode, idempotencyKey, ...refund }) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    // The payment must be one of the bound division's: insights answers 404 for another division's.
    await context.clients.insightsTransactions.getSplitDetails({ params: { ...context.scope, splitCode } });
    const key = idempotencyKey ?? crypto.randomUUID();
    const split = await context.clients.fundSplits.createSplitRefund({
      body: { paymentCode: splitCode, ...refund },
      idempotencyKey: key,
    });
    return { split, idempotencyKey: key };
  },
});

export const splitActions = [createSplitAction, createSplitRefundAction];
