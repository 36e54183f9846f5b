import type { BalanceHistoryEntry, BalanceHistoryQuery } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BalanceScenario, bookBalanceScenario } from './testing/balance-scenario.ts';
import { type BalanceTestKit, failureOf, setupTimeoutMs, startBalanceTest } from './testing/balance-test-kit.ts';

let kit: BalanceTestKit;
let scenario: BalanceScenario;

beforeAll(async () => {
  kit = await startBalanceTest();
  scenario = await bookBalanceScenario(kit);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const historyOf = (virtualAccountCode: string, query: Partial<BalanceHistoryQuery> = {}) =>
  kit.insights.getBalanceHistory({
    params: {
      merchantCode: scenario.division.merchantCode,
      divisionCode: scenario.division.divisionCode,
      virtualAccountCode,
    },
    query: { limit: 100, ...query },
  });

type Change = Pick<BalanceHistoryEntry, 'type' | 'status' | 'bucket' | 'amount' | 'runningBalance'>;
const changesOf = (entries: BalanceHistoryEntry[]): Change[] =>
  entries.map(({ type, status, bucket, amount, runningBalance }) => ({ type, status, bucket, amount, runningBalance }));

/** Seller 1's balance changes, oldest first, as the scenario made them. */
const seller1Changes: Change[] = [
  { type: 'SPLIT', status: 'PENDING', bucket: 'PENDING', amount: 9_000, runningBalance: 9_000 },
  { type: 'SPLIT', status: 'CONFIRMED', bucket: 'PENDING', amount: -9_000, runningBalance: 0 },
  { type: 'SPLIT', status: 'CONFIRMED', bucket: 'CONFIRMED', amount: 9_000, runningBalance: 9_000 },
  { type: 'PAYOUT', status: 'PENDING', bucket: 'CONFIRMED', amount: -4_000, runningBalance: 5_000 },
  { type: 'PAYOUT', status: 'PENDING', bucket: 'PAYOUT', amount: 4_000, runningBalance: 4_000 },
  { type: 'PAYOUT', status: 'PROCESSED', bucket: 'PAYOUT', amount: -4_000, runningBalance: 0 },
  { type: 'BALANCE_TRANSFER', status: 'CONFIRMED', bucket: 'CONFIRMED', amount: -300, runningBalance: 4_700 },
  { type: 'PAYOUT', status: 'PENDING', bucket: 'CONFIRMED', amount: -250, runningBalance: 4_450 },
  { type: 'PAYOUT', status: 'PENDING', bucket: 'PAYOUT', amount: 250, runningBalance: 250 },
  { type: 'BALANCE_TRANSFER', status: 'CONFIRMED', bucket: 'CONFIRMED', amount: 50, runningBalance: 4_500 },
];
const newestFirst = (changes: Change[]) => [...changes].reverse();

describe("a virtual account's balance history", () => {
  it('lists every change of each balance newest first, with the balance it left', async () => {
    const page = await historyOf(scenario.seller1);
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 100, totalCount: seller1Changes.length });
    expect(changesOf(page.elements)).toEqual(newestFirst(seller1Changes));
    const balance = await kit.fund.getVirtualAccountBalance({ params: { virtualAccountCode: scenario.seller1 } });
    expect(balance).toMatchObject({ confirmedBalance: 4_500, pendingBalance: 0, payoutBalance: 250 });
  });

  it('names the transfer type, date and reference of a balance transfer', async () => {
    const [vat, invoice] = (await historyOf(scenario.seller1, { type: 'BALANCE_TRANSFER' })).elements;
    expect(vat).toMatchObject({
      balanceTransferType: 'VAT',
      currency: 'EUR',
      reference: expect.stringMatching(/^BT-/),
    });
    expect(invoice).toMatchObject({ balanceTransferType: 'INVOICE' });
    expect(Date.parse(vat?.createdAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
    const [payIn] = (await historyOf(scenario.seller1, { status: 'PENDING', bucket: 'PENDING' })).elements;
    expect(payIn).toMatchObject({ balanceTransferType: null, amount: 9_000 });
  });

  it('pages with 1-based pages, newest first', async () => {
    const second = await historyOf(scenario.seller1, { page: 2, limit: 4 });
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 4, totalCount: seller1Changes.length });
    expect(changesOf(second.elements)).toEqual(newestFirst(seller1Changes).slice(4, 8));
    const last = await historyOf(scenario.seller1, { page: 3, limit: 4 });
    expect(changesOf(last.elements)).toEqual(newestFirst(seller1Changes).slice(8));
  });

  it('filters by UTC creation day, both ends included, keeping the running balances of the whole history', async () => {
    const lastEvening = scenario.lastEveningTwoMonthsAgo.toISOString().slice(0, 10);
    const upToThen = await historyOf(scenario.seller1, { createdTo: lastEvening });
    expect(changesOf(upToThen.elements)).toEqual(newestFirst(seller1Changes.slice(0, 3)));
    const firstDayLastMonth = scenario.firstInstantLastMonth.toISOString().slice(0, 10);
    const thatDay = await historyOf(scenario.seller1, { createdFrom: firstDayLastMonth, createdTo: firstDayLastMonth });
    expect(changesOf(thatDay.elements)).toEqual(newestFirst(seller1Changes.slice(3, 9)));
    const today = new Date().toISOString().slice(0, 10);
    expect(changesOf((await historyOf(scenario.seller1, { createdFrom: today })).elements)).toEqual(
      newestFirst(seller1Changes.slice(9)),
    );
  });

  it('filters by balance, type and status', async () => {
    const payout = await historyOf(scenario.seller1, { bucket: 'PAYOUT' });
    expect(payout.elements.map((entry) => [entry.amount, entry.runningBalance])).toEqual([
      [250, 250],
      [-4_000, 0],
      [4_000, 4_000],
    ]);
    const processed = await historyOf(scenario.seller1, { type: 'PAYOUT', status: 'PROCESSED' });
    expect(processed.totalCount).toBe(1);
    const returned = await historyOf(scenario.seller2, { type: 'PAYOUT_RETURN' });
    expect(changesOf(returned.elements)).toEqual([
      { type: 'PAYOUT_RETURN', status: 'CONFIRMED', bucket: 'CONFIRMED', amount: 1_000, runningBalance: 5_000 },
    ]);
  });

  it('shows the division income account its own history, pending pay-ins to confirmed and fees', async () => {
    const page = await historyOf(scenario.income, { type: 'PSP_FEE' });
    expect(changesOf(page.elements)).toEqual([
      { type: 'PSP_FEE', status: 'CONFIRMED', bucket: 'CONFIRMED', amount: -200, runningBalance: 800 },
    ]);
  });

  it('answers 404 for a virtual account of another division, and for an unknown one', async () => {
    for (const virtualAccountCode of [scenario.otherDivision.sellerAccounts[0] ?? '', 'VA-UNKNOWN']) {
      expect(await failureOf(historyOf(virtualAccountCode))).toMatchObject({
        status: 404,
        error: { message: `Virtual account ${virtualAccountCode} does not belong to this merchant division` },
      });
    }
  });

  it('refuses a date range that ends before it starts', async () => {
    const failure = await failureOf(
      historyOf(scenario.seller1, { createdFrom: '2024-05-02', createdTo: '2024-05-01' }),
    );
    expect(failure).toMatchObject({ status: 400, error: { details: [{ field: 'createdTo' }] } });
  });
});
