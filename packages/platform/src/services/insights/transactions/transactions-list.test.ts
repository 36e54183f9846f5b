import { filterStatusOf, type SplitTransaction, type TransactionListQuery } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { splitTransactions } from '../../../db/schema/index.ts';
import {
  failureOf,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from '../../fund/splits/testing/split-test-kit.ts';

let kit: SplitTestKit;
let shop: SplitShop;
let otherShop: SplitShop;
const made: Record<string, SplitTransaction> = {};

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 2 });
  otherShop = await kit.shop({ sellers: 1 });
  const { splits } = kit;
  const pay = async (name: string, extra: { reference?: string; orderNumber?: string; pspReference?: string } = {}) => {
    made[name] = await splits.createSplitPayment({
      body: { ...kit.payment(shop, [{ amount: 800, commission: 80 }, { amount: 100 }], 1_000), ...extra },
    });
    return made[name];
  };
  const old = await pay('old', { reference: 'SPLIT-OLD', orderNumber: 'ORD-7001', pspReference: 'ADY-OLD-1' });
  // Three days back: what the date filters and the kept counts see of an older transaction.
  await kit.platform.database.transaction((tx) =>
    tx
      .update(splitTransactions)
      .set({ createdAt: sql`${splitTransactions.createdAt} - interval '3 days'` })
      .where(eq(splitTransactions.code, old.code)),
  );
  await pay('pending', { reference: 'SPLIT-PENDING', orderNumber: 'ORD-7002', pspReference: 'ADY-PENDING-2' });
  const reconciled = await pay('reconciled', { orderNumber: 'ORD-8003' });
  await splits.reconcileSplitPayment({ params: { splitCode: reconciled.code }, body: {} });
  const partly = await pay('partly');
  await splits.reconcileSplitPayment({ params: { splitCode: partly.code }, body: {} });
  made.partRefund = await splits.createSplitRefund({
    body: { paymentCode: partly.code, totalAmount: 100, sellers: [{ sellerCode: shop.sellers[1], amount: 100 }] },
  });
  await splits.reconcileSplitRefund({ params: { splitCode: made.partRefund.code }, body: {} });
  const refunded = await pay('refunded');
  const refund = {
    paymentCode: refunded.code,
    totalAmount: 100,
    sellers: [{ sellerCode: shop.sellers[1], amount: 100 }],
  };
  made.refund = await splits.createSplitRefund({ body: refund });
  made.chargeback = await splits.createSplitRefund({
    body: { ...refund, type: 'CHARGEBACK', totalAmount: 50, sellers: [{ sellerCode: shop.sellers[0], amount: 50 }] },
  });
  const cancelled = await pay('cancelled');
  await splits.cancelSplitPayment({ params: { splitCode: cancelled.code } });
  await splits.createSplitPayment({ body: kit.payment(otherShop, [{ amount: 5 }]) });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const params = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

/** The codes listed and the total count, which must agree. */
async function listed(query: Partial<TransactionListQuery>) {
  const page = await kit.transactions.listDivisionTransactions({ params: params(), query: { limit: 100, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((row) => row.splitCode);
}
const codes = (...names: string[]) => names.map((name) => made[name]?.code);

describe("a division's transactions", () => {
  it('are listed newest first with the fields of a transaction row', async () => {
    const all = await kit.transactions.listDivisionTransactions({ params: params(), query: { limit: 100 } });
    expect(all.elements.map((row) => row.splitCode)).toEqual(
      codes('cancelled', 'chargeback', 'refund', 'refunded', 'partRefund', 'partly', 'reconciled', 'pending', 'old'),
    );
    for (const row of all.elements) expect(row.filterStatus).toBe(filterStatusOf(row.type, row.status));
    const page = await kit.transactions.listDivisionTransactions({ params: params(), query: { limit: 3, page: 3 } });
    expect(page).toMatchObject({ pageNumber: 3, pageSize: 3, totalCount: 9 });
    const oldest = page.elements.at(-1);
    expect(oldest).toEqual({
      splitCode: made.old?.code,
      type: 'PAYMENT',
      subtype: 'SPLIT',
      status: 'PENDING',
      filterStatus: 'PENDING_SPLIT',
      reference: 'SPLIT-OLD',
      orderNumber: 'ORD-7001',
      pspReference: 'ADY-OLD-1',
      seller: { code: shop.sellers[0], name: 'Seller 1' },
      sellerCount: 2,
      amount: 1_000,
      currency: 'EUR',
      processor: 'ADYEN',
      method: 'IDEAL',
      createdAt: expect.stringMatching(new RegExp(`^${daysAgo(3)}`)),
      paymentCode: null,
    });
  });

  it('are filtered by the filter statuses, one or several', async () => {
    expect(await listed({ status: ['PENDING_SPLIT'] })).toEqual(codes('pending', 'old'));
    expect(await listed({ status: ['PENDING_SETTLEMENT'] })).toEqual(codes('chargeback', 'refund', 'refunded'));
    expect(await listed({ status: ['RECONCILED'] })).toEqual(codes('partRefund', 'partly', 'reconciled'));
    expect(await listed({ status: ['CANCELLED'] })).toEqual(codes('cancelled'));
    expect(await listed({ status: ['RECONCILED', 'CANCELLED'] })).toEqual(
      codes('cancelled', 'partRefund', 'partly', 'reconciled'),
    );
  });

  it('are filtered by type, one or several, and together with a status', async () => {
    expect(await listed({ type: ['REFUND'] })).toEqual(codes('refund', 'partRefund'));
    expect(await listed({ type: ['REFUND', 'CHARGEBACK'] })).toEqual(codes('chargeback', 'refund', 'partRefund'));
    expect(await listed({ type: ['PAYMENT'], status: ['PENDING_SETTLEMENT'] })).toEqual(codes('refunded'));
  });

  it('are filtered by creation day, both ends included', async () => {
    expect(await listed({ createdFrom: today })).toHaveLength(8);
    expect(await listed({ createdTo: daysAgo(1) })).toEqual(codes('old'));
    expect(await listed({ createdFrom: daysAgo(3), createdTo: daysAgo(3), status: ['PENDING_SPLIT'] })).toEqual(
      codes('old'),
    );
    expect(await listed({ createdFrom: daysAgo(2), createdTo: daysAgo(1) })).toEqual([]);
  });

  it('are searched by the start of the split code, reference, order number or PSP reference, in any case', async () => {
    const code = made.refund?.code ?? '';
    expect(await listed({ search: code.slice(0, 9).toLowerCase() })).toContain(code);
    expect(await listed({ search: 'split-pen' })).toEqual(codes('pending'));
    expect(await listed({ search: 'ord-700' })).toEqual(codes('pending', 'old'));
    expect(await listed({ search: 'ORD-700', createdFrom: today })).toEqual(codes('pending'));
    expect(await listed({ search: 'ady-old' })).toEqual(codes('old'));
    expect(await listed({ search: '%' })).toEqual([]);
  });

  it("are one seller's: those with a share of that seller, counted", async () => {
    const first = await listed({ accountHolderCode: shop.sellers[0] });
    const second = await listed({ accountHolderCode: shop.sellers[1] });
    expect(first).toEqual(expect.arrayContaining(codes('pending', 'old', 'chargeback')));
    expect(first).not.toContain(made.refund?.code);
    expect(second).toEqual(expect.arrayContaining(codes('pending', 'refund', 'partRefund')));
    expect(second).not.toContain(made.chargeback?.code);
    expect(await listed({ accountHolderCode: shop.sellers[1], type: ['REFUND'] })).toEqual(
      codes('refund', 'partRefund'),
    );
    expect(await listed({ accountHolderCode: otherShop.sellers[0] })).toEqual([]);
  });

  it("are the division's own: another merchant's division is not found", async () => {
    const other = await kit.transactions.listDivisionTransactions({
      params: { merchantCode: otherShop.merchantCode, divisionCode: otherShop.divisionCode },
    });
    expect(other.totalCount).toBe(1);
    expect(
      await failureOf(
        kit.transactions.listDivisionTransactions({
          params: { merchantCode: otherShop.merchantCode, divisionCode: shop.divisionCode },
        }),
      ),
    ).toEqual({
      status: 404,
      error: { code: 404, message: 'No matching division found, check merchant code and division code', details: [] },
    });
  });

  it('refuse a date range that ends before it starts, and an unknown filter status', async () => {
    const reversed = await failureOf(
      kit.transactions.listDivisionTransactions({
        params: params(),
        query: { createdFrom: today, createdTo: daysAgo(1) },
      }),
    );
    expect(reversed).toMatchObject({
      status: 400,
      error: { details: [{ field: 'createdTo', message: 'Invalid date range' }] },
    });
    const response = await fetch(
      `${kit.platform.baseUrl}/api/insights/api/v2/transactions/merchants/${shop.merchantCode}/divisions/${shop.divisionCode}?status=PENDING`,
      { headers: await kit.platform.headersFor('ops@sandbox.test') },
    );
    expect(response.status).toBe(400);
  });
});
