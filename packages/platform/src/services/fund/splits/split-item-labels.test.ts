import type { CreateSplitPaymentBody } from '@ops/core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  failureOf,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from './testing/split-test-kit.ts';

let kit: SplitTestKit;
let shop: SplitShop;

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 2 });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  // The ledger's invariants: every transaction's postings sum to zero, no balance below zero.
  await kit.assertHolds();
});

const accounts = () => [shop.sellerAccounts[0] ?? '', shop.sellerAccounts[1] ?? '', shop.incomeAccount];
const moneyState = async () => ({
  balances: await Promise.all(accounts().map((code) => kit.balancesOf(code))),
  psp: await kit.pspBalance('ADYEN'),
});

type ItemGroupInput = NonNullable<CreateSplitPaymentBody['sellers'][number]['itemGroups']>[number];

/** A payment of `totalAmount` whose first seller's share has one item group of these amounts. */
function paymentWith(totalAmount: number, amount: number, group: Partial<ItemGroupInput>): CreateSplitPaymentBody {
  const body = kit.payment(shop, [{ amount }], totalAmount);
  body.sellers = [{ sellerCode: shop.sellers[0], amount, itemGroups: [{ productItemAmount: 0, ...group }] }];
  return body;
}

describe('split item labels: shipping fee, discount and platform discount', () => {
  it('pays the shipping fee to the seller, takes the discount off, and has the division pay the platform discount', async () => {
    const before = await moneyState();
    const body = kit.payment(shop, [{ amount: 7_000 }, { amount: 2_500 }], 10_000);
    // Product items 6,500 + shipping 700 - the seller's discount 200 = 7,000 credited before fees; the buyer paid
    // 500 less of it (the platform's discount), which the division income account makes up.
    body.sellers[0] = {
      sellerCode: shop.sellers[0],
      amount: 7_000,
      itemGroups: [
        { productItemAmount: 6_500, shippingFee: 700, discount: 200, platformDiscount: 500, commission: 700 },
      ],
    };
    const payment = await kit.splits.createSplitPayment({ body });

    expect(payment.divisionAmount).toBe(1_000 + 700 - 500);
    expect(payment.sellers[0]).toMatchObject({ amount: 7_000, fees: 700, platformDiscount: 500, netAmount: 6_300 });
    expect(payment.sellers[0]?.itemGroups).toEqual([
      {
        externalRef: null,
        productItemAmount: 6_500,
        shippingFee: 700,
        discount: 200,
        platformDiscount: 500,
        commission: 700,
        handlingFee: 0,
        vat: 0,
      },
    ]);
    const after = await moneyState();
    const gained = after.balances.map((balance, index) => balance.pending - (before.balances[index]?.pending ?? 0));
    expect(gained).toEqual([6_300, 2_500, 1_200]);
    // Nothing went missing: what the PSP paid in is what the sellers and the division got.
    expect(before.psp - after.psp).toBe(10_000);
    expect(gained.reduce((sum, amount) => sum + amount, 0)).toBe(10_000);
    expect(await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).toEqual(payment);
  });

  it("counts the shipping fee in the seller's total", async () => {
    const before = await moneyState();
    const failure = await failureOf(
      kit.splits.createSplitPayment({ body: paymentWith(1_000, 1_000, { productItemAmount: 900, shippingFee: 200 }) }),
    );
    expect(failure.error?.details).toEqual([
      { field: 'sellers.0.itemGroups.0.productItemAmount', message: 'Amount exceeds the total amount for this seller' },
    ]);
    expect(await moneyState()).toEqual(before);
  });

  it('refuses discounts above what the group costs, and fees above what is left of it', async () => {
    const before = await moneyState();
    const discounts = await failureOf(
      kit.splits.createSplitPayment({
        body: paymentWith(1_000, 1_000, { productItemAmount: 1_000, discount: 800, platformDiscount: 300 }),
      }),
    );
    expect(discounts.error?.details).toEqual([
      { field: 'sellers.0.itemGroups.0', message: 'Discounts exceed the total amount for this group' },
    ]);
    const fees = await failureOf(
      kit.splits.createSplitPayment({
        body: paymentWith(1_000, 1_000, { productItemAmount: 1_000, discount: 400, commission: 700 }),
      }),
    );
    expect(fees.error?.details).toEqual([
      { field: 'sellers.0.itemGroups.0', message: 'Fees exceed the total amount for this group' },
    ]);
    expect(await moneyState()).toEqual(before);
  });

  it('refuses platform discounts the division would not get enough from the split to pay', async () => {
    const before = await moneyState();
    // The seller is credited 1,000; the buyer paid 800 of it; the division gets 800 - 1,000 < 0.
    const failure = await failureOf(
      kit.splits.createSplitPayment({
        body: paymentWith(800, 1_000, { productItemAmount: 1_000, platformDiscount: 300 }),
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.error?.details).toEqual([
      { field: 'sellers', message: 'Platform discounts exceed what the division gets from this split' },
    ]);
    expect(await moneyState()).toEqual(before);
  });
});
