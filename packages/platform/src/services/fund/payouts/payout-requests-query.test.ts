import type { FundPayoutRequest, PayoutRequestListQuery } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRequests } from '../../../db/schema/index.ts';
import { failureOf } from '../testing/fund-test-kit.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from './testing/payout-test-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
const made: Record<string, FundPayoutRequest> = {};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2, divisionAccount: true });
  for (const account of [...shop.sellerAccounts, shop.incomeAccount]) await kit.deposit(account, 50_000);
  const params = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
  const ask = async (name: string, virtualAccountCode: string, amount: number) => {
    made[name] = await kit.payouts.createPayoutRequest({
      params,
      body: { virtualAccountCode, amountMode: 'PARTIAL', amount },
    });
  };
  await ask('old', shop.sellerAccounts[0] ?? '', 1_500);
  await kit.platform.database.transaction((tx) =>
    tx
      .update(payoutRequests)
      .set({ createdAt: sql`${payoutRequests.createdAt} - interval '10 days'` })
      .where(eq(payoutRequests.code, made.old?.code ?? '')),
  );
  await ask('seller', shop.sellerAccounts[1] ?? '', 20_000);
  await ask('own', shop.incomeAccount, 999);
  await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [made.seller?.code ?? ''] } });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The codes of the division's requests a query lists, newest first, checked against the total count. */
async function listed(query: Partial<PayoutRequestListQuery>) {
  const page = await kit.payouts.listPayoutRequests({
    query: { merchantCode: shop.merchantCode, limit: 100, ...query },
  });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((row) => row.code);
}
const codes = (...names: string[]) => names.map((name) => made[name]?.code);

describe('the payout requests list query', () => {
  it.each<[string, () => Partial<PayoutRequestListQuery>]>([
    ['status:waiting', () => ({ status: 'WAITING' })],
    ['status:ACCEPTED type:MANUAL', () => ({ status: 'ACCEPTED', type: 'MANUAL' })],
    [`created<=${daysAgo(2)}`, () => ({ createdTo: daysAgo(2) })],
    ['created>-7d', () => ({ createdFrom: daysAgo(6) })],
    [`seller:${'{seller}'}`, () => ({ accountHolderCode: shop.sellers[1] })],
    [`division:${'{division}'}`, () => ({ divisionCode: shop.divisionCode })],
  ])('%s lists the same rows as the filter parameters', async (text, filters) => {
    const query = text.replace('{seller}', shop.sellers[1] ?? '').replace('{division}', shop.divisionCode);
    const byQuery = await listed({ query });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters()));
  });

  it('takes amounts as shown, negation (keeping the division’s own request), codes and their starts', async () => {
    expect(await listed({ query: 'amount>=15 amount<200.01' })).toEqual(codes('seller', 'old'));
    expect(await listed({ query: 'amount:9.99 currency:eur' })).toEqual(codes('own'));
    expect(await listed({ query: `-seller:${shop.sellers[1]}` })).toEqual(codes('own', 'old'));
    const [accepted] = (await kit.payouts.listPayoutRequests({ query: { query: `code:${made.seller?.code}` } }))
      .elements;
    expect(accepted?.payoutCode).toBeTruthy();
    expect(await listed({ query: `batch:${accepted?.payoutCode?.slice(0, 4)}* status:accepted` })).toEqual(
      codes('seller'),
    );
    expect(await listed({ query: `code:${made.old?.code.slice(0, -1)}* created<-5d` })).toEqual(codes('old'));
  });

  it('answers 400 naming the character of an invalid query on both payout request lists', async () => {
    const message = "'-3x' is not a date (character 9); write it as 2026-01-31, today, -7d, -2w, -3m or -1y";
    const expected = { status: 400, error: { code: 400, message, details: [{ field: 'query[8:3]', message }] } };
    expect(await failureOf(kit.payouts.listPayoutRequests({ query: { query: 'created>-3x' } }))).toEqual(expected);
    const division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    expect(
      await failureOf(kit.payouts.listDivisionPayoutRequests({ params: division, query: { query: 'created>-3x' } })),
    ).toEqual(expected);
  });
});
