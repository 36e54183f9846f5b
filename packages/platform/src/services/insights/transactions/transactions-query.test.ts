import type { SplitTransaction, TransactionListQuery } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitTransactions } from '../../../db/schema/index.ts';
import { transactionAmountCountDrift, transactionCodeCountDrift } from '../../fund/splits/testing/bulk-transactions.ts';
import {
  failureOf,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from '../../fund/splits/testing/split-test-kit.ts';

let kit: SplitTestKit;
let shop: SplitShop;
const made: Record<string, SplitTransaction> = {};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 2 });
  const { splits } = kit;
  const oneSeller = async (name: string, amount: number, seller: 0 | 1) => {
    const body = kit.payment(shop, [{ amount }]);
    body.sellers = [{ ...body.sellers[0], sellerCode: shop.sellers[seller] } as (typeof body.sellers)[number]];
    made[name] = await splits.createSplitPayment({ body: { ...body, reference: `QRY-${name.toUpperCase()}` } });
    return made[name];
  };
  const old = await oneSeller('old', 2_500, 0);
  await kit.platform.database.transaction((tx) =>
    tx
      .update(splitTransactions)
      .set({ createdAt: sql`${splitTransactions.createdAt} - interval '40 days'` })
      .where(eq(splitTransactions.code, old.code)),
  );
  await oneSeller('small', 999, 1);
  const large = await oneSeller('large', 100_050, 0);
  await splits.reconcileSplitPayment({ params: { splitCode: large.code }, body: {} });
  made.refund = await splits.createSplitRefund({
    body: { paymentCode: large.code, totalAmount: 1_000, sellers: [{ sellerCode: shop.sellers[0], amount: 1_000 }] },
  });
  made.chargeback = await splits.createSplitRefund({
    body: {
      paymentCode: large.code,
      type: 'CHARGEBACK',
      totalAmount: 50,
      sellers: [{ sellerCode: shop.sellers[0], amount: 50 }],
    },
  });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const params = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

/** The codes a query lists, newest first, checked against the total count the page says. */
async function listed(query: Partial<TransactionListQuery>) {
  const page = await kit.transactions.listDivisionTransactions({ params: params(), query: { limit: 100, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((row) => row.splitCode);
}
const codes = (...names: string[]) => names.map((name) => made[name]?.code);

describe('the transactions list query', () => {
  it.each<[string, Partial<TransactionListQuery>]>([
    ['type:REFUND,CHARGEBACK created>-30d', { type: ['REFUND', 'CHARGEBACK'], createdFrom: daysAgo(29) }],
    ['status:pending_split', { status: ['PENDING_SPLIT'] }],
    [
      'status:RECONCILED,PENDING_SETTLEMENT type:payment',
      { status: ['RECONCILED', 'PENDING_SETTLEMENT'], type: ['PAYMENT'] },
    ],
    [`created>=${daysAgo(41)} created<=${daysAgo(39)}`, { createdFrom: daysAgo(41), createdTo: daysAgo(39) }],
    [`created:${daysAgo(40)}`, { createdFrom: daysAgo(40), createdTo: daysAgo(40) }],
    ['created<-1d', { createdTo: daysAgo(2) }],
    ['qry-l', { search: 'qry-l' }],
  ])('%s lists the same rows as the filter parameters', async (text, filters) => {
    const byQuery = await listed({ query: text });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters));
  });

  it('lists a seller’s transactions by code, or by the start of it, as the seller filter does', async () => {
    const [first = '', second = ''] = shop.sellers;
    expect(await listed({ query: `seller:${first}` })).toEqual(await listed({ accountHolderCode: first }));
    expect(await listed({ query: `-seller:${first}` })).toEqual(codes('small'));
    const prefix = second.slice(0, -1);
    const sellerOf: [string, string][] = [
      ['chargeback', first],
      ['refund', first],
      ['large', first],
      ['small', second],
      ['old', first],
    ];
    const starting = sellerOf.filter(([, seller]) => seller.startsWith(prefix)).map(([name]) => name);
    expect(await listed({ query: `seller:${prefix}*` })).toEqual(codes(...starting));
  });

  it('compares amounts as they are shown, in the row’s currency, and takes currency and code fields', async () => {
    expect(await listed({ query: 'amount>=1000.50' })).toEqual(codes('large'));
    expect(await listed({ query: 'amount>1000.49 amount<1000.51' })).toEqual(codes('large'));
    expect(await listed({ query: 'amount:9.99' })).toEqual(codes('small'));
    expect(await listed({ query: 'amount<=10 -type:CHARGEBACK' })).toEqual(codes('refund', 'small'));
    expect(await listed({ query: `currency:${shop.currency.toLowerCase()} amount:25` })).toEqual(codes('old'));
    expect(await listed({ query: `currency:${shop.currency === 'USD' ? 'EUR' : 'USD'}` })).toEqual([]);
    // A currency alone, or with status, type and days, is counted from the kept counts (which `listed` checks).
    expect(await listed({ query: `currency:${shop.currency}` })).toEqual(await listed({}));
    expect(await listed({ query: `currency:${shop.currency} -type:payment` })).toEqual(codes('chargeback', 'refund'));
    const refundCode = made.refund?.code ?? '';
    expect(await listed({ query: `code:${refundCode.toLowerCase()}` })).toEqual(codes('refund'));
    expect(await listed({ query: `code:${refundCode.slice(0, 3)}* type:REFUND` })).toEqual(codes('refund'));
  });

  it('totals an amount range exactly from the counts per amount band, whichever band its ends fall in', async () => {
    const amounts = Object.entries(made).map(([name, made]) => ({ name, amount: made.totalAmount }));
    // Each query with the rows it must list (newest first, as `listed`), judged here from the amounts in minor units.
    const cases: [string, (amount: number) => boolean][] = [
      ['amount>=10', (amount) => amount >= 1_000],
      ['amount>9.99', (amount) => amount > 999],
      ['amount<10', (amount) => amount < 1_000],
      ['amount<=10', (amount) => amount <= 1_000],
      ['amount>=0.5 amount<25', (amount) => amount >= 50 && amount < 2_500],
      ['amount>0.5 amount<=25', (amount) => amount > 50 && amount <= 2_500],
      ['amount:0.5,1000.50', (amount) => amount === 50 || amount === 100_050],
      ['-amount>=10', (amount) => amount < 1_000],
      ['amount>=1000.51', (amount) => amount >= 100_051],
      ['amount<0.01', () => false],
    ];
    for (const [text, holds] of cases) {
      const expected = Object.values(made)
        .filter((transaction) => holds(transaction.totalAmount))
        .map((transaction) => transaction.code);
      expect(new Set(await listed({ query: text })), `${text} of ${JSON.stringify(amounts)}`).toEqual(
        new Set(expected),
      );
    }
  });

  it('keeps the counts per amount band in step with the rows, whoever writes them', async () => {
    const old = made.old?.code ?? '';
    // Written straight to the table: the triggers move the row from its band to the new one.
    await kit.platform.database.transaction((tx) =>
      tx.update(splitTransactions).set({ totalAmount: 100_060 }).where(eq(splitTransactions.code, old)),
    );
    try {
      expect(await listed({ query: 'amount>=1000.55' })).toEqual([old]);
      expect(await listed({ query: 'amount:25' })).toEqual([]);
      expect(await transactionAmountCountDrift(kit.platform.database.db)).toEqual([]);
    } finally {
      await kit.platform.database.transaction((tx) =>
        tx.update(splitTransactions).set({ totalAmount: 2_500 }).where(eq(splitTransactions.code, old)),
      );
    }
  });

  it('totals code starts exactly from the counts per code start, however they overlap', async () => {
    const all = Object.values(made).map((transaction) => transaction.code);
    const large = made.large?.code ?? '';
    const refund = made.refund?.code ?? '';
    // Each query with the codes it must list, judged here from the codes: starts kept whole (up to five
    // characters), longer ones and whole codes counted by their rows, and values that hold each other.
    const cases: [string, (code: string) => boolean][] = [
      ['code:sp-*', (code) => code.startsWith('SP-')],
      ['code:S*', (code) => code.startsWith('S')],
      ['code:S*,SP-*,sr*', (code) => code.startsWith('S')],
      [`code:${large.slice(0, 5)}*`, (code) => code.startsWith(large.slice(0, 5))],
      [`code:${large.slice(0, 6)}*,${large.slice(0, 5)}*`, (code) => code.startsWith(large.slice(0, 5))],
      [`code:${large.slice(0, 6).toLowerCase()}*`, (code) => code.startsWith(large.slice(0, 6))],
      [
        `code:${large},${large.slice(0, 4)}*,cb-*`,
        (code) => code.startsWith(large.slice(0, 4)) || code.startsWith('CB-'),
      ],
      [`code:${refund},${refund.toLowerCase()}`, (code) => code === refund],
      ['code:zz*', () => false],
    ];
    for (const [text, holds] of cases) {
      expect(new Set(await listed({ query: text })), `${text} of ${all.join(' ')}`).toEqual(new Set(all.filter(holds)));
    }
    expect(await transactionCodeCountDrift(kit.platform.database.db)).toEqual([]);
  });

  it('refuses to change a transaction’s code or division, which its counts per code start are kept by', async () => {
    const small = made.small?.code ?? '';
    const recode = (change: Partial<typeof splitTransactions.$inferInsert>) =>
      kit.platform.database.transaction((tx) =>
        tx.update(splitTransactions).set(change).where(eq(splitTransactions.code, small)),
      );
    const refusal = { cause: { message: expect.stringMatching(/keeps its code and division/) } };
    await expect(recode({ code: `${small}X` })).rejects.toMatchObject(refusal);
    await expect(recode({ divisionCode: 'D-ELSEWHERE' })).rejects.toMatchObject(refusal);
    await recode({ code: small, divisionCode: shop.divisionCode });
    expect(await listed({ query: `code:${small.slice(0, 5)}*` })).toContain(small);
  });

  it('answers 400 naming the character of an invalid query, in the error shape', async () => {
    const failure = await failureOf(
      kit.transactions.listDivisionTransactions({ params: params(), query: { query: 'type:REFUND status:failed' } }),
    );
    const message =
      "'failed' is not a value of status (character 20); the values are PENDING_SPLIT, PENDING_SETTLEMENT, " +
      'RECONCILED, CANCELLED';
    expect(failure).toEqual({
      status: 400,
      error: { code: 400, message, details: [{ field: 'query[19:6]', message }] },
    });
  });
});
