import { randomUUID } from 'node:crypto';
import type { CreateSplitPaymentBody } from '@ops/core/contract';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, splitTransactions, virtualAccounts } from '../../../db/schema/index.ts';
import {
  failureOf,
  opsEmail,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from './testing/split-test-kit.ts';

let kit: SplitTestKit;
let shop: SplitShop;
let otherShop: SplitShop;

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 3 });
  otherShop = await kit.shop({ sellers: 1 });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
/** An item group's labels other than product items and fees, none given. */
const noLabels = { shippingFee: 0, discount: 0, platformDiscount: 0 };

/** What a refused payment must leave as it was: balances, the PSP, and the rows. */
async function moneyState() {
  const { db } = kit.platform.database;
  const [[transactions], [splits]] = await Promise.all([
    db.select({ value: count() }).from(ledgerTransactions),
    db.select({ value: count() }).from(splitTransactions),
  ]);
  const accounts = [...shop.sellerAccounts, shop.incomeAccount];
  return {
    balances: await Promise.all(accounts.map((code) => kit.balancesOf(code))),
    psp: await kit.pspBalance('ADYEN'),
    transactions: transactions?.value,
    splits: splits?.value,
  };
}

async function refusedWithoutMoving(body: CreateSplitPaymentBody) {
  const before = await moneyState();
  const failure = await failureOf(kit.splits.createSplitPayment({ body }));
  expect(await moneyState()).toEqual(before);
  return failure;
}

describe('a split payment', () => {
  it("credits each seller's pending balance with its share less fees and the division with fees and the rest", async () => {
    const pspBefore = await kit.pspBalance('ADYEN');
    const body: CreateSplitPaymentBody = {
      ...kit.payment(shop, [{ amount: 6_000, commission: 600 }, { amount: 3_000 }], 10_000),
      description: 'Order 1042',
      reference: 'SPLIT-1042',
      orderNumber: 'ORD-1042',
    };
    body.sellers[1] = {
      sellerCode: shop.sellers[1],
      amount: 3_000,
      externalRef: 'SHARE-2',
      itemGroups: [
        { externalRef: 'G-1', productItemAmount: 2_000, commission: 200, handlingFee: 50, vat: 42 },
        { productItemAmount: 1_000 },
      ],
    };
    const payment = await kit.splits.createSplitPayment({ body });
    expect(payment).toMatchObject({
      code: expect.stringMatching(/^SP-/),
      type: 'PAYMENT',
      subtype: 'SPLIT',
      status: 'PENDING',
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      totalAmount: 10_000,
      divisionAmount: 600 + 292 + 1_000,
      psp: 'ADYEN',
      paymentMethod: 'IDEAL',
      description: 'Order 1042',
      reference: 'SPLIT-1042',
      orderNumber: 'ORD-1042',
      paymentCode: null,
      takenFrom: null,
      refundedAmount: 0,
      pendingRefundAmount: 0,
      reconciledAt: null,
      cancelledAt: null,
      createdBy: opsEmail,
    });
    expect(payment.sellers).toEqual([
      {
        sellerCode: shop.sellers[0],
        sellerName: 'Seller 1',
        virtualAccountCode: seller(0),
        amount: 6_000,
        fees: 600,
        platformDiscount: 0,
        netAmount: 5_400,
        externalRef: null,
        itemGroups: [
          { externalRef: null, productItemAmount: 6_000, ...noLabels, commission: 600, handlingFee: 0, vat: 0 },
        ],
      },
      {
        sellerCode: shop.sellers[1],
        sellerName: 'Seller 2',
        virtualAccountCode: seller(1),
        amount: 3_000,
        fees: 292,
        platformDiscount: 0,
        netAmount: 2_708,
        externalRef: 'SHARE-2',
        itemGroups: [
          { externalRef: 'G-1', productItemAmount: 2_000, ...noLabels, commission: 200, handlingFee: 50, vat: 42 },
          { externalRef: null, productItemAmount: 1_000, ...noLabels, commission: 0, handlingFee: 0, vat: 0 },
        ],
      },
    ]);
    expect(await kit.balancesOf(seller(0))).toEqual({ confirmed: 0, pending: 5_400, payout: 0 });
    expect(await kit.balancesOf(seller(1))).toEqual({ confirmed: 0, pending: 2_708, payout: 0 });
    expect(await kit.balancesOf(shop.incomeAccount)).toEqual({ confirmed: 0, pending: 1_892, payout: 0 });
    expect(await kit.pspBalance('ADYEN')).toBe(pspBefore - 10_000);
    expect(await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).toEqual(payment);
    const [audit] = await kit.auditOf(payment.code);
    expect(audit).toMatchObject({ action: 'createSplitPayment', actor: opsEmail, before: null, after: payment });
  });

  it('upper-cases the PSP, whose world account the money comes from', async () => {
    const payment = await kit.splits.createSplitPayment({
      body: { ...kit.payment(shop, [{ amount: 100 }]), psp: 'mollie' },
    });
    expect(payment.psp).toBe('MOLLIE');
    expect(await kit.pspBalance('MOLLIE')).toBe(-100);
  });

  it('lists payments newest first, by division and status, and answers 404 for a refund code or none', async () => {
    const first = await kit.splits.createSplitPayment({ body: kit.payment(otherShop, [{ amount: 10 }]) });
    const second = await kit.splits.createSplitPayment({ body: kit.payment(otherShop, [{ amount: 20 }]) });
    const page = await kit.splits.listSplitPayments({ query: { divisionCode: otherShop.divisionCode } });
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 25, totalCount: 2 });
    expect(page.elements).toEqual([second, first]);
    const cancelled = await kit.splits.listSplitPayments({
      query: { status: 'CANCELLED', merchantCode: otherShop.merchantCode },
    });
    expect(cancelled.totalCount).toBe(0);
    expect(await kit.splits.listSplitRefunds({ query: { divisionCode: otherShop.divisionCode } })).toMatchObject({
      totalCount: 0,
    });
    expect(await failureOf(kit.splits.getSplitPayment({ params: { splitCode: 'SP-NOPE' } }))).toEqual({
      status: 404,
      error: { code: 404, message: 'Transaction SP-NOPE not found', details: [] },
    });
    expect((await failureOf(kit.splits.getSplitRefund({ params: { splitCode: first.code } }))).status).toBe(404);
  });
});

describe("the split creator's rules, checked by the platform", () => {
  const detailsOf = async (body: CreateSplitPaymentBody) => {
    const failure = await refusedWithoutMoving(body);
    expect(failure).toMatchObject({ status: 400, error: { message: 'Bad request' } });
    return failure.error?.details;
  };

  it("asks to 'Please select a seller' for no share at all and for a share without a seller", async () => {
    expect(await detailsOf({ ...kit.payment(shop, []), totalAmount: 100 })).toEqual([
      { field: 'sellers', message: 'Please select a seller' },
    ]);
    const body = kit.payment(shop, [{ amount: 10 }]);
    body.sellers[0] = { ...body.sellers[0], sellerCode: ' ', amount: 10 };
    expect(await detailsOf(body)).toEqual([{ field: 'sellers.0.sellerCode', message: 'Please select a seller' }]);
  });

  it("refuses the same seller twice: 'Seller already added'", async () => {
    const body = kit.payment(shop, [{ amount: 10 }, { amount: 10 }]);
    body.sellers[1] = { ...body.sellers[1], sellerCode: shop.sellers[0], amount: 10 };
    expect(await detailsOf(body)).toEqual([{ field: 'sellers.1.sellerCode', message: 'Seller already added' }]);
  });

  it("refuses a seller without a virtual account in the currency: 'No virtual account found for this seller'", async () => {
    const body = { ...kit.payment(shop, [{ amount: 10 }]), currency: 'GBP' };
    expect(await detailsOf(body)).toEqual([
      { field: 'sellers.0.sellerCode', message: 'No virtual account found for this seller' },
    ]);
  });

  it("refuses shares over the total: 'Amount exceeds the total amount'", async () => {
    expect(await detailsOf(kit.payment(shop, [{ amount: 600 }, { amount: 500 }], 1_000))).toEqual([
      { field: 'sellers.1.amount', message: 'Amount exceeds the total amount' },
    ]);
  });

  it("refuses item groups over the seller's share: 'Amount exceeds the total amount for this seller'", async () => {
    const body = kit.payment(shop, [{ amount: 500 }], 1_000);
    body.sellers[0] = {
      ...body.sellers[0],
      amount: 500,
      itemGroups: [{ productItemAmount: 300 }, { productItemAmount: 201 }],
    };
    expect(await detailsOf(body)).toEqual([
      { field: 'sellers.0.itemGroups.1.productItemAmount', message: 'Amount exceeds the total amount for this seller' },
    ]);
  });

  it("refuses fees over a group's product items: 'Fees exceed the total amount for this group'", async () => {
    const body = kit.payment(shop, [{ amount: 1_000 }]);
    body.sellers[0] = {
      ...body.sellers[0],
      amount: 1_000,
      itemGroups: [{ productItemAmount: 1_000, commission: 500, handlingFee: 300, vat: 201 }],
    };
    expect(await detailsOf(body)).toEqual([
      { field: 'sellers.0.itemGroups.0', message: 'Fees exceed the total amount for this group' },
    ]);
  });

  it('refuses a seller of another division, and a division of another merchant', async () => {
    const body = kit.payment(shop, [{ amount: 10 }]);
    body.sellers[0] = { ...body.sellers[0], sellerCode: otherShop.sellers[0], amount: 10 };
    expect(await detailsOf(body)).toEqual([
      { field: 'sellers.0.sellerCode', message: `No seller ${otherShop.sellers[0]} in this division` },
    ]);
    expect(await detailsOf({ ...kit.payment(shop, [{ amount: 10 }]), merchantCode: otherShop.merchantCode })).toEqual([
      { field: 'divisionCode', message: 'No matching division found, check merchant code and division code' },
    ]);
  });

  it("says 'Required' for missing fields and refuses amounts that are not whole minor units", async () => {
    const body = { ...kit.payment(shop, [{ amount: 10 }]), pspReference: '', totalAmount: 10.5 };
    expect(await detailsOf(body)).toEqual([
      { field: 'pspReference', message: 'Required' },
      { field: 'totalAmount', message: 'Invalid Amount' },
    ]);
  });

  it('refuses a currency the division has no income account in, with 409', async () => {
    const gbpAccount = `${seller(2)}-GBP`;
    await kit.platform.database.transaction((tx) =>
      tx.insert(virtualAccounts).values({
        code: gbpAccount,
        merchantCode: shop.merchantCode,
        divisionCode: shop.divisionCode,
        accountHolderCode: shop.sellers[2],
        type: 'SELLER',
        displayName: 'Seller 3 GBP',
        currency: 'GBP',
      }),
    );
    const body = { ...kit.payment(shop, [{ amount: 10 }]), currency: 'GBP' };
    body.sellers[0] = { ...body.sellers[0], sellerCode: shop.sellers[2], amount: 10 };
    expect(await refusedWithoutMoving(body)).toEqual({
      status: 409,
      error: { code: 409, message: 'The division has no income account in GBP', details: [] },
    });
  });
});

describe('a split payment with an Idempotency-Key', () => {
  it('answers a retry with the first result and moves nothing more; another body with the key is 409', async () => {
    const idempotencyKey = randomUUID();
    const body = kit.payment(shop, [{ amount: 700, commission: 70 }]);
    const first = await kit.splits.createSplitPayment({ body, idempotencyKey });
    const afterFirst = await moneyState();
    expect(await kit.splits.createSplitPayment({ body, idempotencyKey })).toEqual(first);
    expect(await moneyState()).toEqual(afterFirst);
    const other = await failureOf(
      kit.splits.createSplitPayment({ body: { ...body, totalAmount: 701 }, idempotencyKey }),
    );
    expect(other).toMatchObject({
      status: 409,
      error: { message: 'This Idempotency-Key was already used for a different request' },
    });
    expect(await moneyState()).toEqual(afterFirst);
  });

  it('keeps a refusal as the first answer of its key', async () => {
    const idempotencyKey = randomUUID();
    const tooMuch = kit.payment(shop, [{ amount: 600 }, { amount: 500 }], 1_000);
    const refusal = await failureOf(kit.splits.createSplitPayment({ body: tooMuch, idempotencyKey }));
    expect(await failureOf(kit.splits.createSplitPayment({ body: tooMuch, idempotencyKey }))).toEqual(refusal);
  });
});
