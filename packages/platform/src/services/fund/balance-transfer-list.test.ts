import type { BalanceTransfer, BalanceTransferListQuery } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type FundTestKit, failureOf, setupTimeoutMs, startFundTest } from './testing/fund-test-kit.ts';

let kit: FundTestKit;
let shop: LedgerDivision;
let otherShop: LedgerDivision;
/** Oldest first, as they were made. */
const made: BalanceTransfer[] = [];

const seller = (division: LedgerDivision, index: number) => division.sellerAccounts[index] ?? '';
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 3, balanceTransfersEnabled: true });
  otherShop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  for (const code of [...shop.sellerAccounts, ...otherShop.sellerAccounts]) await kit.deposit(code, 100_000);
  const plan: [LedgerDivision, number, number, BalanceTransfer['type']][] = [
    [shop, 0, 1, 'CORRECTION'],
    [shop, 1, 2, 'VAT'],
    [shop, 2, 0, 'CORRECTION'],
    [otherShop, 0, 1, 'WALLET'],
    [shop, 0, 2, 'INVOICE'],
  ];
  for (const [division, from, to, type] of plan) {
    made.push(
      await kit.fund.createBalanceTransfer({
        body: {
          fromVirtualAccountCode: seller(division, from),
          toVirtualAccountCode: seller(division, to),
          amount: 100 * (made.length + 1),
          currency: 'EUR',
          type,
        },
      }),
    );
  }
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

async function codesOf(query: Partial<BalanceTransferListQuery>) {
  const page = await kit.fund.listBalanceTransfers({ query: { limit: 100, ...query } });
  return page.elements.map((transfer) => transfer.code);
}
const codesAt = (...indexes: number[]) => indexes.map((index) => made[index]?.code);

describe('the balance transfer list', () => {
  it('lists transfers newest first with every field', async () => {
    const page = await kit.fund.listBalanceTransfers();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 25, totalCount: made.length });
    expect(page.elements).toEqual([...made].reverse());
  });

  it('pages with 1-based pages in the client', async () => {
    const second = await kit.fund.listBalanceTransfers({ query: { page: 2, limit: 2 } });
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: made.length });
    expect(second.elements.map((transfer) => transfer.code)).toEqual(codesAt(2, 1));
  });

  it('filters by merchant and division, by either account, and by the from or to account', async () => {
    expect(await codesOf({ merchantCode: otherShop.merchantCode })).toEqual(codesAt(3));
    expect(await codesOf({ divisionCode: shop.divisionCode })).toEqual(codesAt(4, 2, 1, 0));
    expect(await codesOf({ virtualAccountCode: seller(shop, 2) })).toEqual(codesAt(4, 2, 1));
    expect(await codesOf({ fromVirtualAccountCode: seller(shop, 0) })).toEqual(codesAt(4, 0));
    expect(await codesOf({ toVirtualAccountCode: seller(shop, 0) })).toEqual(codesAt(2));
  });

  it('filters by type and currency', async () => {
    expect(await codesOf({ type: 'CORRECTION' })).toEqual(codesAt(2, 0));
    expect(await codesOf({ currency: 'EUR' })).toHaveLength(made.length);
    expect(await codesOf({ currency: 'GBP' })).toEqual([]);
  });

  it('filters by creation day, both ends included', async () => {
    expect(await codesOf({ createdFrom: today, createdTo: today })).toHaveLength(made.length);
    expect(await codesOf({ createdFrom: dayAfter(today, 1) })).toEqual([]);
    expect(await codesOf({ createdTo: dayAfter(today, -1) })).toEqual([]);
  });

  it("searches by the start of the transfer's or an account's code, in any case", async () => {
    const target = made[3]?.code ?? '';
    expect(await codesOf({ search: target.slice(0, 8).toLowerCase() })).toContain(target);
    expect(await codesOf({ search: seller(otherShop, 1) })).toEqual(codesAt(3));
    expect(await codesOf({ search: '%' })).toEqual([]);
  });

  it('refuses a date range that ends before it starts', async () => {
    const failure = await failureOf(
      kit.fund.listBalanceTransfers({ query: { createdFrom: today, createdTo: dayAfter(today, -1) } }),
    );
    expect(failure).toMatchObject({ status: 400, error: { details: [{ field: 'createdTo' }] } });
  });
});

describe("a virtual account's balance", () => {
  it('answers the current confirmed, pending and payout balances and whose account it is', async () => {
    const balance = await kit.fund.getVirtualAccountBalance({ params: { virtualAccountCode: seller(shop, 0) } });
    expect(balance).toEqual({
      code: seller(shop, 0),
      displayName: 'Seller 1 EUR',
      currency: 'EUR',
      type: 'SELLER',
      confirmedBalance: 100_000 - 100 + 300 - 500,
      pendingBalance: 0,
      payoutBalance: 0,
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      accountHolderCode: expect.stringMatching(/^AH-/),
    });
    const income = await kit.fund.getVirtualAccountBalance({ params: { virtualAccountCode: shop.incomeAccount } });
    expect(income).toMatchObject({ type: 'DIVISION_INCOME', accountHolderCode: null, confirmedBalance: 0 });
  });

  it("answers 404 'Error, check virtual account code' for an unknown code", async () => {
    const failure = await failureOf(kit.fund.getVirtualAccountBalance({ params: { virtualAccountCode: 'VA-NOPE' } }));
    expect(failure).toEqual({
      status: 404,
      error: { code: 404, message: 'Error, check virtual account code', details: [] },
    });
  });
});
