import { randomUUID } from 'node:crypto';
import { createSplitAction, createSplitRefundAction, runAction } from '@ops/core/actions';
import { ApiRequestError, type MerchantScope } from '@ops/core/api';
import type { SplitTransaction } from '@ops/core/contract';
import { checkSplitRefundForm, refundFormOf } from '@ops/core/splits';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  opsEmail,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from './testing/split-test-kit.ts';

// The registry's refund action (the split creator's refund mode, the palette, the cli) on the platform.
let kit: SplitTestKit;
let shop: SplitShop;
let token: string;

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 2 });
  token = await kit.platform.tokenFor(opsEmail);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const contextBoundTo = (scope: MerchantScope | undefined) =>
  opsActionContext(kit.platform, { token, email: opsEmail }, scope);

const bound = () => contextBoundTo({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
const pending = () =>
  Promise.all([...shop.sellerAccounts, shop.incomeAccount].map(async (code) => (await kit.balancesOf(code)).pending));

/** A EUR 100.00 payment: 60.00 to the first seller, 30.00 to the second, 10.00 to the division. */
async function pay(): Promise<SplitTransaction> {
  const { split } = (await runAction(createSplitAction, bound(), {
    psp: 'ADYEN',
    pspReference: `PSP-${randomUUID()}`,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    totalAmount: 10_000,
    sellers: [
      { sellerCode: shop.sellers[0], amount: 6_000 },
      { sellerCode: shop.sellers[1], amount: 3_000 },
    ],
  })) as { split: SplitTransaction };
  return split;
}

/** What the refund mode sends for amounts typed in major units, one per seller row of the payment. */
function typedRefund(payment: SplitTransaction, total: string, amounts: string[]) {
  const form = refundFormOf(payment);
  const typed = {
    ...form,
    totalAmount: total,
    sellers: form.sellers.map((row, i) => ({ ...row, amount: amounts[i] ?? '0' })),
  };
  const { request, errors } = checkSplitRefundForm(typed, payment);
  expect(errors).toEqual({});
  const { paymentCode, ...refund } = request ?? { paymentCode: '' };
  return { splitCode: paymentCode, ...refund };
}

describe('transactions.refund', () => {
  it("takes the shares back from the payment's sellers once, even sent twice with one key", async () => {
    const payment = await pay();
    const before = await pending();
    const request = { ...typedRefund(payment, '2500', ['2000', '0']), idempotencyKey: randomUUID() };
    const [first, second] = (await Promise.all([
      runAction(createSplitRefundAction, bound(), request),
      runAction(createSplitRefundAction, bound(), request),
    ])) as { split: SplitTransaction }[];
    expect(second?.split.code).toBe(first?.split.code);
    expect(first?.split).toMatchObject({ type: 'REFUND', paymentCode: payment.code, totalAmount: 2_500 });
    const after = await pending();
    expect(after.map((balance, index) => balance - (before[index] ?? 0))).toEqual([-2_000, 0, -500]);
  });

  it("refuses more than a seller has left of the payment in the spec's words, and moves nothing", async () => {
    const payment = await pay();
    await runAction(createSplitRefundAction, bound(), typedRefund(payment, '4000', ['4000', '0']));
    const before = await pending();
    const chargeback = { ...typedRefund(payment, '3000', ['3000', '0']), type: 'CHARGEBACK' };
    const failure = await runAction(createSplitRefundAction, bound(), chargeback).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).error?.details).toContainEqual({
      field: 'sellers.0.amount',
      message: 'Amount exceeds the total amount for this seller',
    });
    expect(await pending()).toEqual(before);
  });
});
