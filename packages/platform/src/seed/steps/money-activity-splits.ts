import {
  type CreateSplitPaymentBody,
  type CreateSplitRefundBody,
  createSplitPaymentBodySchema,
  createSplitRefundBodySchema,
  reconcileSplitBodySchema,
  type SplitTransaction,
} from '@ops/core/contract';
import type { Transaction } from '../../db/database.ts';
import type { Caller } from '../../identity/caller.ts';
import { cancelSplitPayment, cancelSplitRefund } from '../../services/fund/splits/cancel-split.ts';
import { createSplitPayment } from '../../services/fund/splits/create-split-payment.ts';
import { createSplitRefund } from '../../services/fund/splits/create-split-refund.ts';
import { reconcileSplitPayment, reconcileSplitRefund } from '../../services/fund/splits/reconcile-split.ts';
import type { MoneyDivision } from './money-history-accounts.ts';

/**
 * The fund service's split calls as a caller makes them, inside the seed's transaction; the payments' order numbers
 * (and PSP references) start with `orderPrefix`.
 */
export function splitCalls(tx: Transaction, caller: Caller, division: MoneyDivision, orderPrefix = 'ORD-DEMO') {
  let orders = 0;
  return {
    /** A payment split among `sellers`; the division keeps their fees and what no seller gets. */
    pay(total: number, sellers: CreateSplitPaymentBody['sellers']) {
      orders += 1;
      const orderNumber = `${orderPrefix}-${division.divisionCode.slice(2)}-${orders}`;
      const body = createSplitPaymentBodySchema.parse({
        merchantCode: division.merchantCode,
        divisionCode: division.divisionCode,
        psp: 'ADYEN',
        pspReference: `ADY-${orderNumber}`,
        paymentMethod: 'IDEAL',
        currency: division.currency,
        orderNumber,
        description: `Order ${orderNumber}`,
        totalAmount: total,
        reference: `REF-${orderNumber}`,
        sellers,
      });
      return createSplitPayment(tx, body, caller, null);
    },
    reconcile: (payment: SplitTransaction, pspFee?: number) =>
      reconcileSplitPayment(tx, payment.code, reconcileSplitBodySchema.parse({ pspFee }), caller, null),
    refund(payment: SplitTransaction, total: number, type: CreateSplitRefundBody['type'] = 'REFUND') {
      const [share] = payment.sellers;
      const sellerAmount = Math.min(
        share?.amount ?? 0,
        Math.round((total * (share?.amount ?? 0)) / payment.totalAmount),
      );
      const body = createSplitRefundBodySchema.parse({
        paymentCode: payment.code,
        type,
        totalAmount: total,
        description: type === 'CHARGEBACK' ? 'Chargeback by the card scheme' : 'Returned by the buyer',
        sellers: share ? [{ sellerCode: share.sellerCode, amount: sellerAmount }] : [],
      });
      return createSplitRefund(tx, body, caller, null);
    },
    reconcileRefund: (refund: SplitTransaction) =>
      reconcileSplitRefund(tx, refund.code, reconcileSplitBodySchema.parse({}), caller, null),
    cancel: (payment: SplitTransaction) => cancelSplitPayment(tx, payment.code, caller, null),
    cancelRefund: (refund: SplitTransaction) => cancelSplitRefund(tx, refund.code, caller, null),
  };
}

/**
 * Today's transactions of a division, one of every status and type, through the fund service: a pending payment,
 * reconciled ones (one split between two sellers with item groups), a cancelled one, refunds reconciled in part
 * and in full, a refund waiting for the PSP, a cancelled refund and a chargeback.
 */
export async function splitActivity(
  tx: Transaction,
  caller: Caller,
  division: MoneyDivision,
  sellers: [string, string],
): Promise<void> {
  const shareOf =
    (sellerCode: string) =>
    (amount: number): CreateSplitPaymentBody['sellers'] => [{ sellerCode, amount }];
  const first = shareOf(sellers[0]);
  const second = shareOf(sellers[1]);
  const calls = splitCalls(tx, caller, division);
  await calls.pay(4_250, first(3_900));
  await calls.reconcile(await calls.pay(12_000, second(11_000)), 165);
  const itemGroup = { externalRef: 'GROUP-1', productItemAmount: 8_000, commission: 800, handlingFee: 150, vat: 50 };
  const split = [
    { sellerCode: sellers[0], amount: 9_000, externalRef: 'SHARE-1', itemGroups: [itemGroup] },
    { sellerCode: sellers[1], amount: 10_000, externalRef: 'SHARE-2' },
  ];
  await calls.reconcile(await calls.pay(20_000, split), 260);
  await calls.cancel(await calls.pay(3_000, second(2_700)));

  const partly = await calls.pay(8_000, first(7_200));
  await calls.reconcileRefund(await calls.refund(partly, 2_000));
  await calls.reconcile(partly, 110);

  const wholly = await calls.pay(5_000, second(4_500));
  await calls.reconcileRefund(await calls.refund(wholly, 5_000));
  await calls.reconcile(wholly);

  await calls.refund(await calls.pay(6_000, first(5_400)), 1_500);

  const withdrawn = await calls.pay(7_000, second(6_300));
  await calls.cancelRefund(await calls.refund(withdrawn, 1_000));

  const disputed = await calls.pay(9_000, first(8_100));
  await calls.reconcile(disputed, 120);
  await calls.reconcileRefund(await calls.refund(disputed, 9_000, 'CHARGEBACK'));
  await calls.refund(await calls.reconcile(await calls.pay(2_500, second(2_250))), 2_500, 'CHARGEBACK');
}
