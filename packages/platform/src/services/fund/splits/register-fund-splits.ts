import { fundSplitRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { notFound } from '../../../http/api-problem.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { mountMoneyRoute } from '../../../ledger/mount-money-route.ts';
import { checkKycTierThresholds } from '../../kyc/tier-threshold-check.ts';
import { cancelSplitPayment, cancelSplitRefund } from './cancel-split.ts';
import { createSplitPayment } from './create-split-payment.ts';
import { createSplitRefund } from './create-split-refund.ts';
import { listSplits } from './list-splits.ts';
import { isOfKind, type SplitKind } from './lock-split.ts';
import { readSplitTransaction } from './read-splits.ts';
import { reconcileSplitPayment, reconcileSplitRefund } from './reconcile-split.ts';
import { splitMessages as messages } from './split-messages.ts';

async function getSplit(database: Database, code: string, kind: SplitKind) {
  const split = await readSplitTransaction(database.db, code);
  if (!split || !isOfKind(split.type, kind)) throw notFound(messages.transactionNotFound({ code }));
  return split;
}

/**
 * The fund service's split payments and refunds (spec section 7): create, list, get and cancel, and the sandbox's
 * reconcile calls. Every call that moves money runs in one database transaction and takes an Idempotency-Key.
 *
 * Payments, refunds and chargebacks (`SP-`, `SR-`, `CB-`) are checked by core's `checkSplitDraft`, their money in the
 * ledger under the split's code; a change of a refund locks its payment row first. A seller whose KYC tier falls short
 * of a pay-in gets a KYC task (`kyc/tier-threshold-check.ts`).
 *
 * Item labels (spec section 3), where the spec is silent on how they move money: a group's total is product items +
 * shipping fee (paid to the seller like product items) − discount (the seller's own: the seller gets less); commission,
 * handling fee and VAT are taken from that total for the division income account; a platform discount is in the
 * seller's share but the buyer did not pay it, so a share takes `amount − platformDiscount` of the split's total and
 * the division income account (which gets `total − Σ(amount − fees)`) pays it, refused when the split leaves the
 * division too little ('Platform discounts exceed what the division gets from this split'). The ledger's postings stay
 * `amount − fees` to each seller and the rest to the division, so they always sum to the total.
 *
 * The sandbox's reconcile routes stand in for the PSP report (`reconcileSplitPayment`/`reconcileSplitRefund`, one
 * transaction); the PSP import reconciles a chunk's matches at once with `reconcileSplits` (`reconcile-splits.ts`): the
 * transactions locked, then in batches of at most 2,000 shares (`reconcile-split-batch.ts`: audit entries carry every
 * share and item group) the same pieces (`settlementTransaction`, `pspFeeTransaction`, `refuseUnlessReconcilable`,
 * `rowAfter`) on the locked rows in memory, each match all or none (`RunningBalances`), then one `postTransactions`,
 * one UPDATE and `recordAudits`; a fast-check property in `reconcile-splits.test.ts` holds it, in one batch or many, to
 * reconciling one by one in savepoints (refusals, balances, rows, ledger and audit entries).
 */
export function registerFundSplits(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listSplitPayments, ({ query }) => listSplits(database.db, 'payment', query));
  mountMoneyRoute(app, database, routes.createSplitPayment, async (tx, { body, caller, idempotencyKeyId }) => {
    const payment = await createSplitPayment(tx, body, caller, idempotencyKeyId);
    // In the same transaction: a pay-in that takes a seller past a tier threshold opens its KYC task with it.
    await checkKycTierThresholds(tx, payment.currency, payment.sellers);
    return payment;
  });
  mountRoute(app, routes.getSplitPayment, ({ params }) => getSplit(database, params.splitCode, 'payment'));
  mountMoneyRoute(app, database, routes.cancelSplitPayment, (tx, { params, caller, idempotencyKeyId }) =>
    cancelSplitPayment(tx, params.splitCode, caller, idempotencyKeyId),
  );
  mountRoute(app, routes.listSplitRefunds, ({ query }) => listSplits(database.db, 'refund', query));
  mountMoneyRoute(app, database, routes.createSplitRefund, (tx, { body, caller, idempotencyKeyId }) =>
    createSplitRefund(tx, body, caller, idempotencyKeyId),
  );
  mountRoute(app, routes.getSplitRefund, ({ params }) => getSplit(database, params.splitCode, 'refund'));
  mountMoneyRoute(app, database, routes.cancelSplitRefund, (tx, { params, caller, idempotencyKeyId }) =>
    cancelSplitRefund(tx, params.splitCode, caller, idempotencyKeyId),
  );
  mountMoneyRoute(app, database, routes.reconcileSplitPayment, (tx, { params, body, caller, idempotencyKeyId }) =>
    reconcileSplitPayment(tx, params.splitCode, body, caller, idempotencyKeyId),
  );
  mountMoneyRoute(app, database, routes.reconcileSplitRefund, (tx, { params, body, caller, idempotencyKeyId }) =>
    reconcileSplitRefund(tx, params.splitCode, body, caller, idempotencyKeyId),
  );
}
