import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../../db/schema/index.ts';
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
  shop = await kit.shop({ sellers: 2 });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const seller = (index: number) => shop.sellerAccounts[index] ?? '';
const accounts = () => [seller(0), seller(1), shop.incomeAccount];
const balances = () => Promise.all(accounts().map((code) => kit.balancesOf(code)));
const mutationsOf = (reference: string) =>
  kit.platform.database.db
    .select({ type: ledgerTransactions.type, status: ledgerTransactions.status })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference))
    .orderBy(ledgerTransactions.id);

/** A payment of 10,000: 6,000 (600 commission) to the first seller, 3,000 to the second, 1,000 unallocated. */
const pay = () =>
  kit.splits.createSplitPayment({
    body: kit.payment(shop, [{ amount: 6_000, commission: 600 }, { amount: 3_000 }], 10_000),
  });

describe('cancelling a payment', () => {
  it('reverses its postings with new ones and answers it CANCELLED', async () => {
    const before = await balances();
    const pspBefore = await kit.pspBalance('ADYEN');
    const payment = await pay();
    const cancelled = await kit.splits.cancelSplitPayment({ params: { splitCode: payment.code } });
    expect(cancelled).toMatchObject({ code: payment.code, status: 'CANCELLED', cancelledAt: expect.any(String) });
    expect(await balances()).toEqual(before);
    expect(await kit.pspBalance('ADYEN')).toBe(pspBefore);
    expect(await mutationsOf(payment.code)).toEqual([
      { type: 'SPLIT', status: 'PENDING' },
      { type: 'SPLIT', status: 'PENDING_CANCELLED' },
    ]);
    const [audit] = await kit.auditOf(payment.code);
    expect(audit).toMatchObject({ action: 'cancelSplitPayment', actor: opsEmail, before: payment, after: cancelled });
  });

  it('refuses a cancelled payment and moves nothing', async () => {
    const payment = await pay();
    await kit.splits.cancelSplitPayment({ params: { splitCode: payment.code } });
    const before = await balances();
    expect(await failureOf(kit.splits.cancelSplitPayment({ params: { splitCode: payment.code } }))).toEqual({
      status: 409,
      error: { code: 409, message: 'This transaction is already cancelled', details: [] },
    });
    expect(await balances()).toEqual(before);
  });

  it('refuses a reconciled payment: only unreconciled transactions can be cancelled', async () => {
    const payment = await pay();
    await kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: {} });
    const before = await balances();
    expect(await failureOf(kit.splits.cancelSplitPayment({ params: { splitCode: payment.code } }))).toEqual({
      status: 409,
      error: { code: 409, message: 'Only unreconciled transactions can be cancelled', details: [] },
    });
    expect(await balances()).toEqual(before);
    expect((await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).status).toBe('RECONCILED');
  });

  it('refuses a payment with refunds, and a refund code on the payments path', async () => {
    const payment = await pay();
    const refund = await kit.splits.createSplitRefund({
      body: { paymentCode: payment.code, totalAmount: 100, sellers: [{ sellerCode: shop.sellers[1], amount: 100 }] },
    });
    expect(await failureOf(kit.splits.cancelSplitPayment({ params: { splitCode: payment.code } }))).toMatchObject({
      status: 409,
      error: { message: 'A payment with refunds cannot be cancelled' },
    });
    expect((await failureOf(kit.splits.cancelSplitPayment({ params: { splitCode: refund.code } }))).status).toBe(404);
  });

  it('happens once for an Idempotency-Key: the retry answers the same and moves nothing', async () => {
    const payment = await pay();
    const idempotencyKey = randomUUID();
    const cancelled = await kit.splits.cancelSplitPayment({ params: { splitCode: payment.code }, idempotencyKey });
    const after = await balances();
    expect(await kit.splits.cancelSplitPayment({ params: { splitCode: payment.code }, idempotencyKey })).toEqual(
      cancelled,
    );
    expect(await balances()).toEqual(after);
  });
});

describe('reconciling a payment (sandbox)', () => {
  it('moves its shares from pending to confirmed and answers it RECONCILED', async () => {
    const before = await balances();
    const payment = await pay();
    const reconciled = await kit.splits.reconcileSplitPayment({
      params: { splitCode: payment.code },
      body: { matchedBy: 'BANK_STATEMENT' },
    });
    expect(reconciled).toMatchObject({
      status: 'RECONCILED',
      reconciledAt: expect.any(String),
      reconciledBy: 'BANK_STATEMENT',
      pspFee: null,
    });
    const [first, second, income] = await balances();
    expect(first).toEqual({ ...before[0], confirmed: (before[0]?.confirmed ?? 0) + 5_400 });
    expect(second).toEqual({ ...before[1], confirmed: (before[1]?.confirmed ?? 0) + 3_000 });
    expect(income).toEqual({ ...before[2], confirmed: (before[2]?.confirmed ?? 0) + 1_600 });
    expect(await mutationsOf(payment.code)).toEqual([
      { type: 'SPLIT', status: 'PENDING' },
      { type: 'SPLIT', status: 'CONFIRMED' },
    ]);
    expect((await kit.auditOf(payment.code))[0]).toMatchObject({ action: 'reconcileSplitPayment', after: reconciled });
  });

  it("charges the PSP's fee to the division income account's confirmed balance", async () => {
    const payment = await pay();
    const incomeBefore = await kit.balancesOf(shop.incomeAccount);
    const pspBefore = await kit.pspBalance('ADYEN');
    const reconciled = await kit.splits.reconcileSplitPayment({
      params: { splitCode: payment.code },
      body: { pspFee: 120 },
    });
    expect(reconciled).toMatchObject({ reconciledBy: 'PSP_REPORT', pspFee: 120 });
    expect((await kit.balancesOf(shop.incomeAccount)).confirmed).toBe(incomeBefore.confirmed + 1_600 - 120);
    expect(await kit.pspBalance('ADYEN')).toBe(pspBefore + 120);
    expect((await mutationsOf(payment.code)).at(-1)).toEqual({ type: 'PSP_FEE', status: 'CONFIRMED' });
  });

  it('refuses a PSP fee the division cannot pay, and then nothing of the reconciliation happens', async () => {
    const payment = await pay();
    const before = await balances();
    const income = before[2]?.confirmed ?? 0;
    const failure = await failureOf(
      kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: { pspFee: income + 1_601 } }),
    );
    expect(failure).toMatchObject({
      status: 409,
      error: { message: expect.stringContaining('Insufficient confirmed') },
    });
    expect(await balances()).toEqual(before);
    expect((await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).status).toBe('PENDING');
  });

  it('happens once for an Idempotency-Key: the retry answers the same and moves nothing', async () => {
    const payment = await pay();
    const idempotencyKey = randomUUID();
    const call = () =>
      kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: { pspFee: 10 }, idempotencyKey });
    const reconciled = await call();
    const after = await balances();
    expect(await call()).toEqual(reconciled);
    expect(await balances()).toEqual(after);
    expect(await mutationsOf(payment.code)).toHaveLength(3);
  });

  it('refuses a payment already reconciled, or cancelled', async () => {
    const payment = await pay();
    await kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: {} });
    expect(
      await failureOf(kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: {} })),
    ).toMatchObject({
      status: 409,
      error: { message: 'This transaction is already reconciled' },
    });
    const other = await pay();
    await kit.splits.cancelSplitPayment({ params: { splitCode: other.code } });
    expect(
      await failureOf(kit.splits.reconcileSplitPayment({ params: { splitCode: other.code }, body: {} })),
    ).toMatchObject({
      status: 409,
      error: { message: 'A cancelled transaction cannot be reconciled' },
    });
  });
});
