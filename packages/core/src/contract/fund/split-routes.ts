import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { fundServiceV1 } from './paths.ts';
import {
  createSplitPaymentBodySchema,
  createSplitRefundBodySchema,
  reconcileSplitBodySchema,
  splitListQuerySchema,
  splitParamsSchema,
  splitRefundListQuerySchema,
  splitTransactionSchema,
} from './split-transaction.ts';

const payments = `${fundServiceV1}/split-payments`;
const refunds = `${fundServiceV1}/split-refunds`;
/** Calls that play a part of the outside world in the sandbox; a real backend does them on its own. */
const sandbox = `${fundServiceV1}/sandbox`;

export const listSplitPayments = defineRoute({
  id: 'listSplitPayments',
  service: fundServiceV1,
  method: 'GET',
  path: payments,
  summary: 'Split payments, newest first, filtered and paged',
  query: splitListQuerySchema,
  response: pageOf(splitTransactionSchema),
});

export const createSplitPayment = defineRoute({
  id: 'createSplitPayment',
  service: fundServiceV1,
  method: 'POST',
  path: payments,
  summary:
    "Book a payment from a PSP split among sellers of one division: each share less its item groups' fees on the " +
    "seller's pending balance, the fees and the unallocated rest on the division income account's",
  body: createSplitPaymentBodySchema,
  response: splitTransactionSchema,
  successStatus: 201,
  idempotent: true,
});

export const getSplitPayment = defineRoute({
  id: 'getSplitPayment',
  service: fundServiceV1,
  method: 'GET',
  path: `${payments}/{splitCode}`,
  summary: 'A split payment with its shares and item groups',
  params: splitParamsSchema,
  response: splitTransactionSchema,
});

export const cancelSplitPayment = defineRoute({
  id: 'cancelSplitPayment',
  service: fundServiceV1,
  method: 'POST',
  path: `${payments}/{splitCode}/cancel`,
  summary:
    'Cancel an unreconciled payment without refunds: new postings take its shares back to the PSP. Answers the ' +
    'payment, CANCELLED (lists may take up to 60 minutes to show it)',
  params: splitParamsSchema,
  response: splitTransactionSchema,
  idempotent: true,
});

export const listSplitRefunds = defineRoute({
  id: 'listSplitRefunds',
  service: fundServiceV1,
  method: 'GET',
  path: refunds,
  summary: 'Split refunds and chargebacks, newest first, filtered and paged',
  query: splitRefundListQuerySchema,
  response: pageOf(splitTransactionSchema),
});

export const createSplitRefund = defineRoute({
  id: 'createSplitRefund',
  service: fundServiceV1,
  method: 'POST',
  path: refunds,
  summary:
    "Refund (or charge back) part or all of a payment, split like it: each share taken back from the seller's " +
    'pending balance while the payment is unreconciled, from confirmed after, and returned to the PSP',
  body: createSplitRefundBodySchema,
  response: splitTransactionSchema,
  successStatus: 201,
  idempotent: true,
});

export const getSplitRefund = defineRoute({
  id: 'getSplitRefund',
  service: fundServiceV1,
  method: 'GET',
  path: `${refunds}/{splitCode}`,
  summary: 'A split refund or chargeback with its shares and item groups',
  params: splitParamsSchema,
  response: splitTransactionSchema,
});

export const cancelSplitRefund = defineRoute({
  id: 'cancelSplitRefund',
  service: fundServiceV1,
  method: 'POST',
  path: `${refunds}/{splitCode}/cancel`,
  summary:
    'Cancel an unreconciled refund or chargeback: new postings give its shares back to the sellers. Answers the ' +
    'refund, CANCELLED (lists may take up to 60 minutes to show it)',
  params: splitParamsSchema,
  response: splitTransactionSchema,
  idempotent: true,
});

export const reconcileSplitPayment = defineRoute({
  id: 'reconcileSplitPayment',
  service: fundServiceV1,
  method: 'POST',
  path: `${sandbox}/split-payments/{splitCode}/reconcile`,
  summary:
    'Sandbox only: a PSP report or bank statement matched the payment, so it is RECONCILED and what is left of its ' +
    "shares moves from pending to confirmed; the PSP's fee, if any, is charged to the division income account",
  params: splitParamsSchema,
  body: reconcileSplitBodySchema,
  response: splitTransactionSchema,
  idempotent: true,
});

export const reconcileSplitRefund = defineRoute({
  id: 'reconcileSplitRefund',
  service: fundServiceV1,
  method: 'POST',
  path: `${sandbox}/split-refunds/{splitCode}/reconcile`,
  summary:
    'Sandbox only: a PSP report or bank statement matched the refund or chargeback, so it is RECONCILED and its ' +
    "payment counts it as refunded; the PSP's fee, if any, is charged to the division income account",
  params: splitParamsSchema,
  body: reconcileSplitBodySchema,
  response: splitTransactionSchema,
  idempotent: true,
});

/**
 * The fund service's split calls, keyed by route id, in mounting order. Spec section 7 gives GET and POST
 * split-payments[/{id}] and split-refunds[/{id}], chosen by type PAYMENT or REFUND; cancel is the transactions
 * screen's cancel action; the sandbox's reconcile calls stand in for reconciliation matching a PSP report.
 */
export const fundSplitRoutes = {
  listSplitPayments,
  createSplitPayment,
  getSplitPayment,
  cancelSplitPayment,
  listSplitRefunds,
  createSplitRefund,
  getSplitRefund,
  cancelSplitRefund,
  reconcileSplitPayment,
  reconcileSplitRefund,
};

export type FundSplitRoutes = typeof fundSplitRoutes;
