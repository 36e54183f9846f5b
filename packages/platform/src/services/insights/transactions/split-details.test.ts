import type { SplitTransaction } from '@ops/core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  failureOf,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from '../../fund/splits/testing/split-test-kit.ts';

let kit: SplitTestKit;
let shop: SplitShop;
let payment: SplitTransaction;
let refund: SplitTransaction;

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 2 });
  payment = await kit.splits.createSplitPayment({
    body: kit.payment(shop, [{ amount: 6_000, commission: 600 }, { amount: 3_000 }], 10_000),
  });
  refund = await kit.splits.createSplitRefund({
    body: { paymentCode: payment.code, totalAmount: 1_000, sellers: [{ sellerCode: shop.sellers[1], amount: 1_000 }] },
  });
  await kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: { pspFee: 25 } });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const details = (splitCode: string, division: SplitShop = shop) =>
  kit.transactions.getSplitDetails({
    params: { merchantCode: division.merchantCode, divisionCode: division.divisionCode, splitCode },
  });
const sellerAccount = (index: number) => ({
  kind: 'SELLER',
  virtualAccountCode: seller(index),
  name: `Seller ${index + 1} EUR`,
});
const income = () => ({ kind: 'DIVISION_INCOME', virtualAccountCode: shop.incomeAccount, name: 'Division income' });
const adyen = { kind: 'PSP', virtualAccountCode: null, name: 'ADYEN' };

describe("a payment's split details", () => {
  it('show the split, its refunds, every balance mutation and the balance impact per account and bucket', async () => {
    const split = await details(payment.code);
    expect(split.split).toEqual(await kit.splits.getSplitPayment({ params: { splitCode: payment.code } }));
    expect(split.related.map((row) => [row.splitCode, row.type, row.status])).toEqual([
      [refund.code, 'REFUND', 'PENDING'],
    ]);
    expect(split.mutations.map(({ type, status }) => [type, status])).toEqual([
      ['SPLIT', 'PENDING'],
      ['SPLIT', 'CONFIRMED'],
      ['PSP_FEE', 'CONFIRMED'],
    ]);
    expect(split.mutations[0]?.postings).toEqual([
      { account: adyen, bucket: null, amount: -10_000 },
      { account: sellerAccount(0), bucket: 'PENDING', amount: 5_400 },
      { account: sellerAccount(1), bucket: 'PENDING', amount: 3_000 },
      { account: income(), bucket: 'PENDING', amount: 1_600 },
    ]);
    // The refund took 1,000 of the second seller's pending first, so 2,000 was left to settle.
    expect(split.balanceImpact).toEqual([
      { account: adyen, bucket: null, amount: -10_000 + 25 },
      { account: sellerAccount(0), bucket: 'CONFIRMED', amount: 5_400 },
      { account: sellerAccount(1), bucket: 'CONFIRMED', amount: 2_000 },
      { account: sellerAccount(1), bucket: 'PENDING', amount: 1_000 },
      { account: income(), bucket: 'CONFIRMED', amount: 1_600 - 25 },
    ]);
  });
});

describe("a refund's split details", () => {
  it('show its payment and what it took back', async () => {
    const split = await details(refund.code);
    expect(split.split).toMatchObject({ code: refund.code, type: 'REFUND', takenFrom: 'PENDING' });
    expect(split.related.map((row) => [row.splitCode, row.status])).toEqual([[payment.code, 'PENDING_REFUND']]);
    expect(split.balanceImpact).toEqual([
      { account: adyen, bucket: null, amount: 1_000 },
      { account: sellerAccount(1), bucket: 'PENDING', amount: -1_000 },
    ]);
  });

  it('are not found under another division, nor for an unknown code', async () => {
    const otherShop = await kit.shop({ sellers: 1 });
    expect(await failureOf(details(refund.code, otherShop))).toEqual({
      status: 404,
      error: { code: 404, message: `Transaction ${refund.code} not found`, details: [] },
    });
    expect((await failureOf(details('SP-NOPE'))).status).toBe(404);
  });
});
