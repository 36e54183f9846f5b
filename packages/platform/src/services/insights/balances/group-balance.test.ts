import type { MonthlySummary } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BalanceScenario, bookBalanceScenario } from './testing/balance-scenario.ts';
import {
  type BalanceTestKit,
  failureOf,
  monthOf,
  monthStart,
  setupTimeoutMs,
  startBalanceTest,
} from './testing/balance-test-kit.ts';

let kit: BalanceTestKit;
let scenario: BalanceScenario;

beforeAll(async () => {
  kit = await startBalanceTest();
  scenario = await bookBalanceScenario(kit);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const groupBalance = (query: { fromMonth?: string; toMonth?: string } = {}) =>
  kit.insights.getGroupBalance({
    params: { merchantCode: scenario.division.merchantCode, divisionCode: scenario.division.divisionCode },
    query,
  });

const zero = { pspSettlement: 0, directDeposit: 0, corrections: 0, invoice: 0, sellerPayout: 0, divisionPayout: 0 };

describe("a division's group balance", () => {
  it('has one summary row per month, newest first, split at the UTC month boundary', async () => {
    const { currencies } = await groupBalance();
    expect(currencies.map((balance) => balance.currency)).toEqual(['EUR']);
    const months = currencies[0]?.months ?? [];
    expect(months.map((row) => row.month)).toEqual([0, 1, 2].map((ago) => monthOf(monthStart(ago))));
    const [thisMonth, lastMonth, twoMonthsAgo] = months;
    expect(twoMonthsAgo).toEqual<MonthlySummary>({
      month: monthOf(scenario.lastEveningTwoMonthsAgo),
      ...zero,
      pspSettlement: 10_000,
      directDeposit: 5_000,
      monthResult: 15_000,
      endOfMonthBalance: 15_000,
    });
    expect(lastMonth).toEqual<MonthlySummary>({
      month: monthOf(scenario.firstInstantLastMonth),
      pspSettlement: -200,
      directDeposit: 0,
      corrections: 100,
      invoice: 300,
      sellerPayout: -4_000,
      divisionPayout: -500,
      monthResult: -4_700,
      endOfMonthBalance: 10_300,
    });
    expect(thisMonth).toEqual<MonthlySummary>({
      month: monthOf(new Date()),
      ...zero,
      invoice: 50,
      monthResult: 0,
      endOfMonthBalance: 10_300,
    });
  });

  it('feeds each column from its own movements: a returned payout gives back what it took', async () => {
    const [lastMonth] = (await groupBalance({ toMonth: monthOf(monthStart(1)) })).currencies[0]?.months ?? [];
    // Seller payouts: 4,000 and 1,000 paid, the 1,000 returned; reserving 250 moved nothing out of the group.
    expect(lastMonth?.sellerPayout).toBe(-4_000);
    // The unsettled pay-in of 3,000 is not reconciled money yet: it is in no column.
    expect(lastMonth?.pspSettlement).toBe(-200);
  });

  it('answers the totals now: reconciled balance, unreconciled, payout balances and waiting requests', async () => {
    const [eur] = (await groupBalance()).currencies;
    expect(eur).toMatchObject({
      totalBalance: 10_300,
      totalUnreconciled: 3_000,
      divisionPayoutBalance: 100,
      allSellerPayoutBalance: 250,
      pendingPayoutBalance: 700,
    });
    expect(eur?.totalBalance).toBe(eur?.months[0]?.endOfMonthBalance);
  });

  it('keeps the end-of-month balances of earlier months when the range starts later', async () => {
    const lastMonth = monthOf(monthStart(1));
    const months = (await groupBalance({ fromMonth: lastMonth, toMonth: lastMonth })).currencies[0]?.months;
    expect(months).toEqual([expect.objectContaining({ month: lastMonth, endOfMonthBalance: 10_300 })]);
  });

  it('has no months for a division without movements, and its balances at zero', async () => {
    const { otherDivision } = scenario;
    const balance = await kit.insights.getGroupBalance({
      params: { merchantCode: otherDivision.merchantCode, divisionCode: otherDivision.divisionCode },
    });
    expect(balance.currencies).toEqual([
      {
        currency: 'EUR',
        totalBalance: 0,
        totalUnreconciled: 0,
        divisionPayoutBalance: 0,
        allSellerPayoutBalance: 0,
        pendingPayoutBalance: 0,
        months: [],
      },
    ]);
  });

  it('refuses a month that is not YYYY-MM and a range that ends before it starts', async () => {
    expect(await failureOf(groupBalance({ fromMonth: '2024-13' }))).toMatchObject({
      status: 400,
      error: { details: [{ field: 'fromMonth', message: 'Invalid month, use YYYY-MM' }] },
    });
    expect(await failureOf(groupBalance({ fromMonth: '2024-05', toMonth: '2024-04' }))).toMatchObject({
      status: 400,
      error: { details: [{ field: 'toMonth', message: 'The range of months ends before it starts' }] },
    });
  });

  it('answers 404 for a division of another merchant', async () => {
    const failure = await failureOf(
      kit.insights.getGroupBalance({
        params: { merchantCode: scenario.otherDivision.merchantCode, divisionCode: scenario.division.divisionCode },
      }),
    );
    expect(failure).toMatchObject({
      status: 404,
      error: { message: 'No matching division found, check merchant code and division code' },
    });
  });
});
