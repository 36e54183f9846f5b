import { randomBytes } from 'node:crypto';
import { createLedgerDivision, type LedgerDivision } from '../../../../ledger/testing/ledger-fixtures.ts';
import { mutationBuilder } from './balance-fixtures.ts';
import { type BalanceTestKit, bookHistory, monthStart, waitingPayoutRequest } from './balance-test-kit.ts';

/**
 * A division with two sellers and three months of money, the last month boundary crossed a second apart:
 * - two months ago, on its last evening: a pay-in of 10,000 (9,000 to seller 1, 1,000 to the division) settled,
 *   and a direct deposit of 5,000 to seller 2;
 * - last month, from its first instant: a PSP fee of 200; seller 1 paid out 4,000; the division paid out 500;
 *   seller 2 paid out 1,000 that came back; an unsettled pay-in of 3,000 to seller 2; an invoice transfer of 300
 *   from seller 1 to the division, a correction of 100 from the division to seller 2; accepted payouts still on
 *   the payout balances (250 of seller 1, 100 of the division);
 * - this month, through the fund API: a VAT transfer of 50 from seller 2 to seller 1, and a waiting payout request
 *   of 700 of seller 2.
 */
export interface BalanceScenario {
  division: LedgerDivision;
  seller1: string;
  seller2: string;
  income: string;
  /** A division of the same merchant shape elsewhere, with a seller of its own. */
  otherDivision: LedgerDivision;
  lastEveningTwoMonthsAgo: Date;
  firstInstantLastMonth: Date;
}

export async function bookBalanceScenario(kit: BalanceTestKit): Promise<BalanceScenario> {
  const { database } = kit.platform;
  const division = await createLedgerDivision(database, { sellers: 2, balanceTransfersEnabled: true });
  const otherDivision = await createLedgerDivision(database, { sellers: 1 });
  const [seller1 = '', seller2 = ''] = division.sellerAccounts;
  const income = division.incomeAccount;
  const { divisionCode } = division;
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const book = mutationBuilder({ currency: 'EUR', merchantCode: division.merchantCode, tag });

  const lastMonth = monthStart(1);
  const lastEveningTwoMonthsAgo = new Date(lastMonth.getTime() - 1_000);
  const evening = (minutes: number) => new Date(lastEveningTwoMonthsAgo.getTime() - minutes * 60_000);
  const later = (hours: number) => new Date(lastMonth.getTime() + hours * 3_600_000);
  await bookHistory(database, [
    book.payIn(evening(30), [
      [seller1, 9_000],
      [income, 1_000],
    ]),
    book.settle(evening(20), [
      [seller1, 9_000],
      [income, 1_000],
    ]),
    book.deposit(lastEveningTwoMonthsAgo, seller2, 5_000),
    book.pspFee(lastMonth, income, 200),
    book.reservePayout(later(1), seller1, 4_000),
    book.payOut(later(2), seller1, 4_000),
    book.reservePayout(later(3), income, 500),
    book.payOut(later(4), income, 500),
    book.reservePayout(later(5), seller2, 1_000),
    book.payOut(later(6), seller2, 1_000),
    book.returnPayout(later(7), seller2, 1_000),
    book.payIn(later(8), [[seller2, 3_000]]),
    book.transfer(later(9), { from: seller1, to: income, amount: 300, type: 'INVOICE', divisionCode }),
    book.transfer(later(10), { from: income, to: seller2, amount: 100, type: 'CORRECTION', divisionCode }),
    book.reservePayout(later(11), seller1, 250),
    book.reservePayout(later(12), income, 100),
  ]);
  await kit.fund.createBalanceTransfer({
    body: { fromVirtualAccountCode: seller2, toVirtualAccountCode: seller1, amount: 50, currency: 'EUR', type: 'VAT' },
  });
  await waitingPayoutRequest(database, division, seller2, 700);
  return {
    division,
    seller1,
    seller2,
    income,
    otherDivision,
    lastEveningTwoMonthsAgo,
    firstInstantLastMonth: lastMonth,
  };
}
