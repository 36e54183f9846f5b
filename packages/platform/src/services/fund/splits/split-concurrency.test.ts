import { randomUUID } from 'node:crypto';
import { ApiRequestError } from '@ops/core/api';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, splitTransactions } from '../../../db/schema/index.ts';
import { type SplitShop, type SplitTestKit, setupTimeoutMs, startSplitTest } from './testing/split-test-kit.ts';

let kit: SplitTestKit;
let shop: SplitShop;

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 1 });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const outcomeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'booked',
    (error: unknown) => (error instanceof ApiRequestError ? error.status : error),
  );

describe('refunds of one payment at the same time', () => {
  it('give back no more than the payment: the rest are refused, and the ledger holds', async () => {
    const payment = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 10_000 }]) });
    const refund = {
      paymentCode: payment.code,
      totalAmount: 2_000,
      sellers: [{ sellerCode: shop.sellers[0], amount: 2_000 }],
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        outcomeOf(kit.splits.createSplitRefund({ body: refund, idempotencyKey: randomUUID() })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 400)).toHaveLength(3);
    expect(await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).toMatchObject({
      status: 'PENDING_REFUND',
      pendingRefundAmount: 10_000,
    });
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toEqual({ confirmed: 0, pending: 0, payout: 0 });
    await kit.assertHolds();
  });

  it('and a cancel of the payment: either the cancel or the refunds win, never both', async () => {
    const payment = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 1_000 }]) });
    const refund = {
      paymentCode: payment.code,
      totalAmount: 500,
      sellers: [{ sellerCode: shop.sellers[0], amount: 500 }],
    };
    const [cancel, ...refunds] = await Promise.all([
      outcomeOf(kit.splits.cancelSplitPayment({ params: { splitCode: payment.code } })),
      outcomeOf(kit.splits.createSplitRefund({ body: refund })),
      outcomeOf(kit.splits.createSplitRefund({ body: refund })),
    ]);
    const booked = refunds.filter((outcome) => outcome === 'booked').length;
    // Whichever came first: a cancel refuses the refunds after it (409), a refund refuses the cancel (409).
    expect([cancel, ...refunds].filter((outcome) => outcome === 409)).toHaveLength(cancel === 'booked' ? 2 : 1);
    expect(booked).toBe(cancel === 'booked' ? 0 : 2);
    const after = await kit.splits.getSplitPayment({ params: { splitCode: payment.code } });
    expect(after.status).toBe(cancel === 'booked' ? 'CANCELLED' : 'PENDING_REFUND');
    expect(after.pendingRefundAmount).toBe(booked * 500);
    await kit.assertHolds();
  });
});

describe('a caller who is not ops staff', () => {
  it('is refused every split and transactions call with 403, and nothing is written', async () => {
    const { db } = kit.platform.database;
    const before = await Promise.all([
      db.select({ value: count() }).from(splitTransactions),
      db.select({ value: count() }).from(auditEvents),
    ]);
    const headers = await kit.platform.headersFor('merchant@sandbox.test');
    const api = `${kit.platform.baseUrl}/api`;
    const calls: [string, string][] = [
      ['GET', 'main/api/v1/fund/split-payments'],
      ['POST', 'main/api/v1/fund/split-payments'],
      ['GET', 'main/api/v1/fund/split-refunds/SR-1'],
      ['POST', 'main/api/v1/fund/split-refunds'],
      ['POST', 'main/api/v1/fund/split-payments/SP-1/cancel'],
      ['POST', 'main/api/v1/fund/sandbox/split-payments/SP-1/reconcile'],
      ['GET', `insights/api/v2/transactions/merchants/${shop.merchantCode}/divisions/${shop.divisionCode}`],
      ['GET', `insights/api/v2/merchants/${shop.merchantCode}/divisions/${shop.divisionCode}/split-details/SP-1`],
    ];
    for (const [method, path] of calls) {
      const response = await fetch(`${api}/${path}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(kit.payment(shop, [{ amount: 1 }])) } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const after = await Promise.all([
      db.select({ value: count() }).from(splitTransactions),
      db.select({ value: count() }).from(auditEvents),
    ]);
    expect(after).toEqual(before);
  });
});
