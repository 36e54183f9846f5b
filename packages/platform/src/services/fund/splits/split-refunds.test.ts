import { randomUUID } from 'node:crypto';
import type { CreateSplitRefundBody, SplitTransaction } from '@ops/core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../../../ledger/post-transaction.ts';
import { worldAccount } from '../../../ledger/world-account.ts';
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

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 3 });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const balances = () => Promise.all([seller(0), seller(1), shop.incomeAccount].map((code) => kit.balancesOf(code)));
const payment = (code: string) => kit.splits.getSplitPayment({ params: { splitCode: code } });

/** A payment of 10,000: 6,000 (600 commission) to the first seller, 3,000 to the second, 1,000 unallocated. */
const pay = () =>
  kit.splits.createSplitPayment({
    body: kit.payment(shop, [{ amount: 6_000, commission: 600 }, { amount: 3_000 }], 10_000),
  });

/** A refund of `amount` from the first seller's share, its commission refunded in proportion. */
function refundOf(
  paid: SplitTransaction,
  amount: number,
  extra: Partial<CreateSplitRefundBody> = {},
): CreateSplitRefundBody {
  return {
    paymentCode: paid.code,
    totalAmount: amount,
    sellers: [
      {
        sellerCode: shop.sellers[0],
        amount,
        itemGroups: [{ productItemAmount: amount, commission: amount / 10 }],
      },
    ],
    ...extra,
  };
}

async function refusedWithoutMoving(body: CreateSplitRefundBody) {
  const before = { balances: await balances(), psp: await kit.pspBalance('ADYEN') };
  const failure = await failureOf(kit.splits.createSplitRefund({ body }));
  expect({ balances: await balances(), psp: await kit.pspBalance('ADYEN') }).toEqual(before);
  return failure;
}

describe('a refund of an unreconciled payment', () => {
  it('takes the shares back from the pending balances to the PSP; the payment is PENDING_REFUND', async () => {
    const paid = await pay();
    const before = await balances();
    const pspBefore = await kit.pspBalance('ADYEN');
    const refund = await kit.splits.createSplitRefund({ body: refundOf(paid, 1_000, { pspReference: 'RF-1' }) });
    expect(refund).toMatchObject({
      code: expect.stringMatching(/^SR-/),
      type: 'REFUND',
      subtype: 'PARTIAL',
      status: 'PENDING',
      paymentCode: paid.code,
      takenFrom: 'PENDING',
      totalAmount: 1_000,
      divisionAmount: 100,
      pspReference: 'RF-1',
      psp: 'ADYEN',
      orderNumber: paid.orderNumber,
    });
    const [first, second, income] = await balances();
    expect(first?.pending).toBe((before[0]?.pending ?? 0) - 900);
    expect(second).toEqual(before[1]);
    expect(income?.pending).toBe((before[2]?.pending ?? 0) - 100);
    expect(await kit.pspBalance('ADYEN')).toBe(pspBefore + 1_000);
    expect(await payment(paid.code)).toMatchObject({ status: 'PENDING_REFUND', pendingRefundAmount: 1_000 });
    const audits = await kit.auditOf(paid.code);
    expect(audits[0]).toMatchObject({ action: 'createSplitRefund', actor: opsEmail, before: paid });
  });

  it('settles only what its refunds left on pending when the payment is reconciled', async () => {
    const paid = await pay();
    await kit.splits.createSplitRefund({ body: refundOf(paid, 2_000) });
    const before = await balances();
    await kit.splits.reconcileSplitPayment({ params: { splitCode: paid.code }, body: {} });
    const [first, , income] = await balances();
    expect(first?.confirmed).toBe((before[0]?.confirmed ?? 0) + 5_400 - 1_800);
    expect(first?.pending).toBe((before[0]?.pending ?? 0) - 5_400 + 1_800);
    expect(income?.confirmed).toBe((before[2]?.confirmed ?? 0) + 1_600 - 200);
  });

  it('gives a cancelled refund back to confirmed when the payment was reconciled meanwhile', async () => {
    const paid = await pay();
    const refund = await kit.splits.createSplitRefund({ body: refundOf(paid, 1_000) });
    await kit.splits.reconcileSplitPayment({ params: { splitCode: paid.code }, body: {} });
    const before = await balances();
    const cancelled = await kit.splits.cancelSplitRefund({ params: { splitCode: refund.code } });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
    const [first, , income] = await balances();
    expect(first).toEqual({ ...before[0], confirmed: (before[0]?.confirmed ?? 0) + 900 });
    expect(income).toEqual({ ...before[2], confirmed: (before[2]?.confirmed ?? 0) + 100 });
    expect(await payment(paid.code)).toMatchObject({ status: 'RECONCILED', pendingRefundAmount: 0 });
  });
});

describe('a refund of a reconciled payment', () => {
  it('takes the shares from the confirmed balances', async () => {
    const paid = await pay();
    await kit.splits.reconcileSplitPayment({ params: { splitCode: paid.code }, body: {} });
    const before = await balances();
    const refund = await kit.splits.createSplitRefund({ body: refundOf(paid, 3_000) });
    expect(refund.takenFrom).toBe('CONFIRMED');
    const [first, , income] = await balances();
    expect(first).toEqual({ ...before[0], confirmed: (before[0]?.confirmed ?? 0) - 2_700 });
    expect(income).toEqual({ ...before[2], confirmed: (before[2]?.confirmed ?? 0) - 300 });
  });

  it('moves the payment to PARTIALLY_REFUNDED, then REFUNDED, as its refunds are reconciled', async () => {
    const paid = await pay();
    await kit.splits.reconcileSplitPayment({ params: { splitCode: paid.code }, body: {} });
    const part = await kit.splits.createSplitRefund({ body: refundOf(paid, 1_000) });
    const reconciled = await kit.splits.reconcileSplitRefund({ params: { splitCode: part.code }, body: {} });
    expect(reconciled).toMatchObject({ status: 'RECONCILED', reconciledBy: 'PSP_REPORT' });
    expect(await payment(paid.code)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 1_000 });
    const rest: CreateSplitRefundBody = {
      paymentCode: paid.code,
      type: 'CHARGEBACK',
      totalAmount: 9_000,
      sellers: [
        { sellerCode: shop.sellers[0], amount: 5_000, itemGroups: [{ productItemAmount: 5_000, commission: 500 }] },
        { sellerCode: shop.sellers[1], amount: 3_000 },
      ],
    };
    const chargeback = await kit.splits.createSplitRefund({ body: rest });
    expect(chargeback).toMatchObject({ code: expect.stringMatching(/^CB-/), type: 'CHARGEBACK', subtype: 'PARTIAL' });
    expect((await payment(paid.code)).status).toBe('PENDING_REFUND');
    await kit.splits.reconcileSplitRefund({ params: { splitCode: chargeback.code }, body: {} });
    expect(await payment(paid.code)).toMatchObject({ status: 'REFUNDED', refundedAmount: 10_000 });
    const listed = await kit.splits.listSplitRefunds({ query: { paymentCode: paid.code } });
    expect(listed.elements.map((refund) => refund.code)).toEqual([chargeback.code, part.code]);
  });

  it('is FULL when it gives back the whole payment', async () => {
    const paid = await pay();
    const whole = await kit.splits.createSplitRefund({
      body: {
        paymentCode: paid.code,
        totalAmount: 10_000,
        sellers: [
          { sellerCode: shop.sellers[0], amount: 6_000, itemGroups: [{ productItemAmount: 6_000, commission: 600 }] },
          { sellerCode: shop.sellers[1], amount: 3_000 },
        ],
      },
    });
    expect(whole.subtype).toBe('FULL');
  });

  it('refuses to take a balance below zero, and moves nothing', async () => {
    const paid = await pay();
    await kit.splits.reconcileSplitPayment({ params: { splitCode: paid.code }, body: {} });
    const confirmed = (await kit.balancesOf(seller(1))).confirmed;
    await kit.platform.database.transaction(async (tx) => {
      const bank = await worldAccount(tx, { kind: 'BANK', name: 'ING', currency: 'EUR' });
      await postTransaction(tx, {
        type: 'PAYOUT',
        status: 'PROCESSED',
        currency: 'EUR',
        postings: [
          { virtualAccountCode: seller(1), bucket: 'CONFIRMED', amount: -confirmed },
          { worldAccount: bank, amount: confirmed },
        ],
      });
    });
    const body = { paymentCode: paid.code, totalAmount: 500, sellers: [{ sellerCode: shop.sellers[1], amount: 500 }] };
    expect(await refusedWithoutMoving(body)).toEqual({
      status: 409,
      error: {
        code: 409,
        message: `Insufficient confirmed balance on virtual account ${seller(1)}: 0 available, 500 needed`,
        details: [],
      },
    });
    expect((await payment(paid.code)).status).toBe('RECONCILED');
  });
});

describe("a refund's limits", () => {
  let paid: SplitTransaction;
  beforeAll(async () => {
    paid = await pay();
    await kit.splits.createSplitRefund({ body: refundOf(paid, 4_000) });
  });

  const detailsOf = async (body: CreateSplitRefundBody) => {
    const failure = await refusedWithoutMoving(body);
    expect(failure).toMatchObject({ status: 400, error: { message: 'Bad request' } });
    return failure.error?.details;
  };

  it("refuses more than the payment's refunds left: 'Amount exceeds the total amount'", async () => {
    expect(
      await detailsOf({
        paymentCode: paid.code,
        totalAmount: 6_001,
        sellers: [{ sellerCode: shop.sellers[1], amount: 3_000 }],
      }),
    ).toEqual([{ field: 'totalAmount', message: 'Amount exceeds the total amount' }]);
  });

  it("refuses more than a seller's share left: 'Amount exceeds the total amount for this seller'", async () => {
    expect(await detailsOf(refundOf(paid, 2_010))).toEqual([
      { field: 'sellers.0.amount', message: 'Amount exceeds the total amount for this seller' },
    ]);
  });

  it('refuses to take more from a seller than its share brought it, fees included', async () => {
    const body = refundOf(paid, 2_000);
    body.sellers[0] = { sellerCode: shop.sellers[0], amount: 2_000, itemGroups: [{ productItemAmount: 2_000 }] };
    expect(await detailsOf(body)).toEqual([
      {
        field: 'sellers.0.amount',
        message: 'The refund takes more from this seller than the payment left it: 1800 available',
      },
    ]);
  });

  it('refuses to take back more commission and rest than the division kept', async () => {
    const body: CreateSplitRefundBody = {
      paymentCode: paid.code,
      totalAmount: 1_300,
      sellers: [{ sellerCode: shop.sellers[1], amount: 0 }],
    };
    expect(await detailsOf(body)).toEqual([
      {
        field: 'totalAmount',
        message: 'The refund takes back more commission and fees than the payment left the division: 1200 available',
      },
    ]);
  });

  it("refuses a seller without a share in the payment, and the split creator's rules apply", async () => {
    const stranger = { ...refundOf(paid, 100) };
    stranger.sellers = [{ sellerCode: shop.sellers[2], amount: 100 }];
    expect(await detailsOf(stranger)).toEqual([
      { field: 'sellers.0.sellerCode', message: 'This seller has no share in the payment' },
    ]);
    expect(await detailsOf({ paymentCode: paid.code, totalAmount: 100, sellers: [] })).toEqual([
      { field: 'sellers', message: 'Please select a seller' },
    ]);
  });

  it('refuses an unknown payment, a refund of a refund, and a cancelled payment', async () => {
    expect(await detailsOf(refundOf({ ...paid, code: 'SP-NOPE' }, 10))).toEqual([
      { field: 'paymentCode', message: 'Transaction SP-NOPE not found' },
    ]);
    const [refund] = (await kit.splits.listSplitRefunds({ query: { paymentCode: paid.code } })).elements;
    expect(await detailsOf(refundOf({ ...paid, code: refund?.code ?? '' }, 10))).toEqual([
      { field: 'paymentCode', message: `Transaction ${refund?.code} is not a payment` },
    ]);
    const cancelled = await pay();
    await kit.splits.cancelSplitPayment({ params: { splitCode: cancelled.code } });
    expect(await refusedWithoutMoving(refundOf(cancelled, 10))).toMatchObject({
      status: 409,
      error: { message: 'A cancelled payment cannot be refunded' },
    });
  });
});

describe('changing a refund', () => {
  it('refuses to cancel a reconciled refund, to reconcile a cancelled one, and a payment code on the refunds path', async () => {
    const paid = await pay();
    const reconciled = await kit.splits.createSplitRefund({ body: refundOf(paid, 100) });
    await kit.splits.reconcileSplitRefund({ params: { splitCode: reconciled.code }, body: { pspFee: 5 } });
    expect(await failureOf(kit.splits.cancelSplitRefund({ params: { splitCode: reconciled.code } }))).toMatchObject({
      status: 409,
      error: { message: 'Only unreconciled transactions can be cancelled' },
    });
    const cancelled = await kit.splits.createSplitRefund({ body: refundOf(paid, 100) });
    await kit.splits.cancelSplitRefund({ params: { splitCode: cancelled.code } });
    expect(
      await failureOf(kit.splits.reconcileSplitRefund({ params: { splitCode: cancelled.code }, body: {} })),
    ).toMatchObject({
      status: 409,
      error: { message: 'A cancelled transaction cannot be reconciled' },
    });
    expect(await failureOf(kit.splits.cancelSplitRefund({ params: { splitCode: cancelled.code } }))).toMatchObject({
      status: 409,
      error: { message: 'This transaction is already cancelled' },
    });
    expect((await failureOf(kit.splits.getSplitRefund({ params: { splitCode: paid.code } }))).status).toBe(404);
    expect(await kit.splits.getSplitRefund({ params: { splitCode: reconciled.code } })).toMatchObject({ pspFee: 5 });
    expect(await payment(paid.code)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 100 });
  });

  it('moves money once for an Idempotency-Key', async () => {
    const paid = await pay();
    const idempotencyKey = randomUUID();
    const refund = await kit.splits.createSplitRefund({ body: refundOf(paid, 500), idempotencyKey });
    const after = await balances();
    expect(await kit.splits.createSplitRefund({ body: refundOf(paid, 500), idempotencyKey })).toEqual(refund);
    expect(await balances()).toEqual(after);
    expect((await payment(paid.code)).pendingRefundAmount).toBe(500);
  });
});
