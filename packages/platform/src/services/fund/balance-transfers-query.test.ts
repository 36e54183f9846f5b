import type { BalanceTransfer, BalanceTransferListQuery } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type FundTestKit, failureOf, setupTimeoutMs, startFundTest } from './testing/fund-test-kit.ts';

let kit: FundTestKit;
let shop: LedgerDivision;
let otherShop: LedgerDivision;
/** Oldest first, as they were made. */
const made: BalanceTransfer[] = [];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const account = (division: LedgerDivision, index: number) => division.sellerAccounts[index] ?? '';

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 3, balanceTransfersEnabled: true });
  otherShop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  for (const code of [...shop.sellerAccounts, ...otherShop.sellerAccounts]) await kit.deposit(code, 100_000);
  const plan: [LedgerDivision, number, number, BalanceTransfer['type'], number][] = [
    [shop, 0, 1, 'CORRECTION', 1_500],
    [shop, 1, 2, 'VAT', 999],
    [otherShop, 0, 1, 'WALLET', 20_000],
    [shop, 2, 0, 'CORRECTION', 20_000],
  ];
  for (const [division, from, to, type, amount] of plan) {
    const body = { fromVirtualAccountCode: account(division, from), toVirtualAccountCode: account(division, to) };
    made.push(await kit.fund.createBalanceTransfer({ body: { ...body, amount, currency: 'EUR', type } }));
  }
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The codes of the transfers a query lists, newest first, checked against the total count. */
async function listed(query: Partial<BalanceTransferListQuery>) {
  const page = await kit.fund.listBalanceTransfers({ query: { limit: 100, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((row) => row.code);
}
const codesAt = (...indexes: number[]) => indexes.map((index) => made[index]?.code);

describe('the balance transfers list query', () => {
  it.each<[string, () => Partial<BalanceTransferListQuery>]>([
    ['type:correction', () => ({ type: 'CORRECTION' })],
    ['currency:EUR type:VAT', () => ({ currency: 'EUR', type: 'VAT' })],
    ['created:today', () => ({ createdFrom: daysAgo(0), createdTo: daysAgo(0) })],
    ['created>-7d', () => ({ createdFrom: daysAgo(6) })],
    ['from:{from}', () => ({ fromVirtualAccountCode: account(shop, 2) })],
    ['to:{from}', () => ({ toVirtualAccountCode: account(shop, 2) })],
    ['account:{from}', () => ({ virtualAccountCode: account(shop, 2) })],
    ['division:{division}', () => ({ divisionCode: shop.divisionCode })],
    ['{from}', () => ({ search: account(shop, 2) })],
  ])('%s lists the same rows as the filter parameters', async (text, filters) => {
    const query = text.replace('{from}', account(shop, 2)).replace('{division}', shop.divisionCode);
    const byQuery = await listed({ query });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters()));
  });

  it('takes amounts as shown, several values, negation, codes and their starts, days before today', async () => {
    expect(await listed({ query: 'amount>=15 amount<200.01' })).toEqual(codesAt(3, 2, 0));
    expect(await listed({ query: 'amount:9.99 currency:eur' })).toEqual(codesAt(1));
    expect(await listed({ query: 'type:vat,wallet' })).toEqual(codesAt(2, 1));
    expect(await listed({ query: `-account:${account(shop, 0)}` })).toEqual(codesAt(2, 1));
    expect(await listed({ query: `merchant:${otherShop.merchantCode}` })).toEqual(codesAt(2));
    const { code = '' } = made[0] ?? {};
    expect(await listed({ query: `code:${code.slice(0, -1)}* created>=-1d` })).toEqual(codesAt(0));
    expect(await listed({ query: `code:${code.slice(0, -1)}* created<today` })).toEqual([]);
    expect(await listed({ query: `code:${code}` })).toEqual(codesAt(0));
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message =
      "'status' is not a field of this list (character 6); the fields are type, amount, currency, created, from, to, account, code, merchant, division";
    expect(await failureOf(kit.fund.listBalanceTransfers({ query: { query: 'vat  status:CONFIRMED' } }))).toEqual({
      status: 400,
      error: { code: 400, message, details: [{ field: 'query[5:6]', message }] },
    });
  });
});
