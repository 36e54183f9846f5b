import { retriggerBankAdapterAction, runAction } from '@ops/core/actions';
import { formatIsoDate } from '@ops/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../fund/payouts/testing/payout-test-kit.ts';
import { failureOf } from '../fund/testing/fund-test-kit.ts';

// The bank adapter's retrigger (spec sections 2 and 6) through the registry's action, as web, palette and cli run it.
let kit: PayoutTestKit;
let shop: PayoutDivision;
let token: string;

const division = () => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
const today = () => formatIsoDate(new Date());
const daysAgo = (days: number) => formatIsoDate(new Date(Date.now() - days * 86_400_000));

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2 });
  token = await kit.platform.tokenFor(opsEmail);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** Two requests processed into one batch, approved and instructed today: the bank has not sent its statement. */
async function instructedBatch() {
  const codes: string[] = [];
  for (const account of shop.sellerAccounts) {
    await kit.deposit(account, 5_000);
    const request = await kit.payouts.createPayoutRequest({
      params: division(),
      body: { virtualAccountCode: account, amountMode: 'PARTIAL', amount: 1_500 },
    });
    codes.push(request.code);
  }
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  const payoutCode = report.items[0]?.payoutCode ?? '';
  await kit.payouts.approvePayout({ params: { ...division(), payoutCode, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params: { ...division(), payoutCode } });
  return { payoutCode, codes };
}

const retrigger = (range: { from: string; to: string }) =>
  runAction(retriggerBankAdapterAction, opsActionContext(kit.platform, { token, email: opsEmail }, division()), range);

describe("the bank adapter's retrigger", () => {
  it("imports the bank's statement of each batch instructed in the range, once, and settles its items", async () => {
    const { payoutCode, codes } = await instructedBatch();
    const first = await retrigger({ from: daysAgo(3), to: today() });
    expect(first.statements).toHaveLength(1);
    expect(first.statements[0]).toMatchObject({ alreadyImported: false, newLineCount: 2, statuses: { RECONCILED: 2 } });
    const lines = await kit.reconciliation.listBankStatementsInfo({ query: { payoutCode } });
    expect(lines.elements.map((line) => line.payoutRequestCode).sort()).toEqual([...codes].sort());

    const again = await retrigger({ from: daysAgo(3), to: today() });
    expect(again.statements.map((statement) => statement.alreadyImported)).toEqual([true]);
    expect((await kit.reconciliation.listBankStatementsInfo({ query: { payoutCode } })).totalCount).toBe(2);
  }, 30_000);

  it("lists a division's lines in the merchant and division form of bank-statements-info, and no other division's", async () => {
    const mine = await kit.reconciliation.listDivisionBankStatementsInfo({ params: division(), query: {} });
    expect(mine.totalCount).toBe(2);
    const other = await kit.division({ sellers: 1 });
    const theirs = await kit.reconciliation.listDivisionBankStatementsInfo({
      params: { merchantCode: other.merchantCode, divisionCode: other.divisionCode },
      query: {},
    });
    expect(theirs.totalCount).toBe(0);
    const all = await kit.reconciliation.listBankStatementsInfo({ query: {} });
    expect(all.totalCount).toBeGreaterThanOrEqual(mine.totalCount);
  }, 30_000);

  it('fetches nothing for a range without instructed batches', async () => {
    expect(await retrigger({ from: daysAgo(60), to: daysAgo(40) })).toEqual({
      from: daysAgo(60),
      to: daysAgo(40),
      statements: [],
    });
  });

  it("refuses a range over one month with the spec's words, and one that ends before it starts", async () => {
    const tooLong = await failureOf(
      kit.reconciliation.retriggerBankAdapter({ params: division(), body: { from: daysAgo(40), to: today() } }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.message).toBe('The range selected is too long. Maximum range is one month.');
    const reversed = await failureOf(
      kit.reconciliation.retriggerBankAdapter({ params: division(), body: { from: today(), to: daysAgo(1) } }),
    );
    expect(reversed.status).toBe(400);
  });
});
