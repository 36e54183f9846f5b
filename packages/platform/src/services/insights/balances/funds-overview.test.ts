import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerDivision, depositConfirmed } from '../../../ledger/testing/ledger-fixtures.ts';
import { bookBalanceScenario } from './testing/balance-scenario.ts';
import { type BalanceTestKit, failureOf, setupTimeoutMs, startBalanceTest } from './testing/balance-test-kit.ts';

let kit: BalanceTestKit;

beforeAll(async () => {
  kit = await startBalanceTest();
  await bookBalanceScenario(kit);
  const { database } = kit.platform;
  const british = await createLedgerDivision(database, { sellers: 1, currency: 'GBP' });
  await database.transaction((tx) =>
    depositConfirmed(tx, { virtualAccountCode: british.sellerAccounts[0] ?? '', currency: 'GBP', amount: 7_000 }),
  );
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('the funds overview', () => {
  it('answers the total system balance per currency across merchants and divisions', async () => {
    const overview = await kit.insights.getMerchantBalanceOverview();
    expect(overview.currencies).toEqual([
      {
        currency: 'EUR',
        // The scenario's division holds 10,300 reconciled and 3,000 pending; its other division holds nothing.
        confirmedBalance: 9_950,
        pendingBalance: 3_000,
        payoutBalance: 350,
        totalBalance: 13_300,
        merchantCount: 2,
        divisionCount: 2,
        virtualAccountCount: 5,
      },
      {
        currency: 'GBP',
        confirmedBalance: 7_000,
        pendingBalance: 0,
        payoutBalance: 0,
        totalBalance: 7_000,
        merchantCount: 1,
        divisionCount: 1,
        virtualAccountCount: 2,
      },
    ]);
  });

  it('answers the total bank balance per currency: what the bank world accounts hold', async () => {
    const overview = await kit.insights.getBankBalanceOverview();
    expect(overview.currencies).toEqual([
      {
        currency: 'EUR',
        // Paid out 4,000, 500 and 1,000; in from the bank a deposit of 5,000 and the return of 1,000.
        totalBankBalance: -500,
        banks: [{ bankName: 'SANDBOX-BANK', paidOut: 5_500, paidIn: 6_000, balance: -500 }],
      },
      {
        currency: 'GBP',
        totalBankBalance: -7_000,
        banks: [{ bankName: 'SANDBOX-BANK', paidOut: 0, paidIn: 7_000, balance: -7_000 }],
      },
    ]);
  });

  it('is for ops staff only: another signed-in account gets 403', async () => {
    const merchant = await kit.insightsAs('merchant@sandbox.test');
    // One call at a time: a second call's refusal must not arrive before anything awaits it.
    for (const call of [() => merchant.getMerchantBalanceOverview(), () => merchant.getBankBalanceOverview()]) {
      expect(await failureOf(call())).toMatchObject({
        status: 403,
        error: { message: expect.stringContaining('not authorized to access ops dashboard') },
      });
    }
  });
});
