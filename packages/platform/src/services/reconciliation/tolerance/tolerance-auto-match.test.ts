import { addIsoDays } from '@ops/core/dates';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLineMatches, bankStatementLines, payoutBatches, webhookEvents } from '../../../db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { bookedLines, divisionOf, instructedBatch, today } from '../workbench/testing/workbench-kit.ts';
import { type AutoMatchTest, startAutoMatchTest } from './testing/auto-match-kit.ts';

// Auto-reconciliation's bank side with a division's tolerance rule: one candidate within it is matched, the rest left.
const busyMachineMs = 60_000;
let kit: PayoutTestKit;
let shop: PayoutDivision;
let run: AutoMatchTest;

beforeAll(async () => {
  run = await startAutoMatchTest();
  ({ kit, shop } = run);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const setRule = (body: { amountMinor: number | null; amountPercent: number | null; dateWindowDays: number }) =>
  kit.reconciliation.setToleranceRule({ params: divisionOf(shop), body });

async function lineRow(code: string) {
  const [row] = await kit.platform.database.db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.code, code));
  return row;
}
const balances = () => Promise.all(shop.sellerAccounts.map((account) => kit.balancesOf(account)));

describe('auto-matching by the tolerance rule', { timeout: busyMachineMs }, () => {
  it('matches a line to the one batch within the rule, records the difference, pays each item once', async () => {
    const batch = await instructedBatch(kit, shop, [4_000, 3_500]);
    const [line = ''] = await bookedLines(kit, [{ amount: 7_480, bookingDate: addIsoDays(today(), 1), count: 2 }]);

    // Without a rule, the line names nothing and stays open.
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 0 } });
    expect(await lineRow(line)).toMatchObject({ status: 'UNALLOCATED', matchCode: null });

    await setRule({ amountMinor: 25, amountPercent: null, dateWindowDays: 1 });
    const before = await balances();
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 1 } });
    const row = await lineRow(line);
    expect(row).toMatchObject({ status: 'RECONCILED' });
    const [match] = await kit.platform.database.db
      .select()
      .from(bankLineMatches)
      .where(eq(bankLineMatches.code, row?.matchCode ?? ''));
    expect(match).toMatchObject({ amount: 7_500, difference: -20, bankLineCodes: [line] });
    expect([...(match?.payoutRequestCodes ?? [])].sort()).toEqual([...batch.codes].sort());
    // Each seller's payout balance went down by its item, not by the line's amount.
    const after = await balances();
    expect(after.map((balance, index) => balance.payout - (before[index]?.payout ?? 0))).toEqual([-4_000, -3_500, 0]);
    await kit.assertLedger();

    // A second run finds nothing open and moves nothing.
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 0 } });
    expect(await balances()).toEqual(after);
    expect(await kit.auditOf('bankLineMatch', match?.code ?? '')).toHaveLength(1);
  });

  it('leaves a line two candidates fit, one outside the amount, and one outside the date window', async () => {
    await setRule({ amountMinor: null, amountPercent: 1, dateWindowDays: 2 });
    const twins = await instructedBatch(kit, shop, [1_111, 1_111, 5_000]);
    const far = await instructedBatch(kit, shop, [2_222]);
    const late = await instructedBatch(kit, shop, [3_333]);
    const lines = await bookedLines(kit, [
      { amount: 1_115, bookingDate: today() },
      { amount: 2_260, bookingDate: today() },
      { amount: 3_333, bookingDate: addIsoDays(today(), -3) },
    ]);
    const before = await balances();
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 0 } });
    for (const line of lines) expect(await lineRow(line)).toMatchObject({ status: 'UNALLOCATED', matchCode: null });
    expect(await balances()).toEqual(before);

    // Widened, the amount and the window fit; the twins stay two candidates.
    await setRule({ amountMinor: 40, amountPercent: 1, dateWindowDays: 3 });
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 2 } });
    expect((await lineRow(lines[0] ?? ''))?.status).toBe('UNALLOCATED');
    expect((await lineRow(lines[1] ?? ''))?.status).toBe('RECONCILED');
    expect((await lineRow(lines[2] ?? ''))?.status).toBe('RECONCILED');
    expect(twins.codes).toHaveLength(3);
    expect([far.codes.length, late.codes.length]).toEqual([1, 1]);
    await kit.assertLedger();
  });

  it('matches every line one candidate fits in one run, each item paid once and told to the webhook', async () => {
    await setRule({ amountMinor: 5, amountPercent: null, dateWindowDays: 0 });
    const whole = await instructedBatch(kit, shop, [6_101, 6_202]);
    const parts = await instructedBatch(kit, shop, [7_303, 7_404]);
    const lines = await bookedLines(kit, [
      { amount: 12_300, bookingDate: today(), count: 2 },
      { amount: 7_300, bookingDate: today() },
      { amount: 7_408, bookingDate: today() },
    ]);
    const before = await balances();
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 3 } });

    const { db } = kit.platform.database;
    const held = async (line: string) => {
      const [match] = await db
        .select()
        .from(bankLineMatches)
        .where(eq(bankLineMatches.code, (await lineRow(line))?.matchCode ?? ''));
      return [[...(match?.payoutRequestCodes ?? [])].sort(), match?.difference];
    };
    expect(await Promise.all(lines.map(held))).toEqual([
      [[...whole.codes].sort(), -3],
      [[parts.codes[0]], -3],
      [[parts.codes[1]], 4],
    ]);
    const after = await balances();
    expect(after.map((balance, index) => balance.payout - (before[index]?.payout ?? 0))).toEqual([-13_404, -13_606, 0]);
    const paid = (
      await db
        .select({ data: webhookEvents.data })
        .from(webhookEvents)
        .where(eq(webhookEvents.divisionCode, shop.divisionCode))
    )
      .map((event) => event.data as { payoutRequestCode: string; status: string })
      .filter((data) => data.status === 'PAID')
      .map((data) => data.payoutRequestCode);
    for (const code of [...whole.codes, ...parts.codes]) expect(paid.filter((each) => each === code)).toEqual([code]);
    // Both batches are settled by the one run (refreshed together), each audited COMPLETE once.
    const statuses = await db
      .select({ code: payoutBatches.code, status: payoutBatches.status })
      .from(payoutBatches)
      .where(inArray(payoutBatches.code, [whole.payoutCode, parts.payoutCode]));
    expect(new Set(statuses.map((batch) => batch.status))).toEqual(new Set(['COMPLETE']));
    expect(statuses).toHaveLength(2);
    for (const batch of [whole, parts]) {
      const trail = await kit.auditOf('payoutBatch', batch.payoutCode);
      expect(trail.filter((entry) => (entry.after as { status?: string })?.status === 'COMPLETE')).toHaveLength(1);
    }
    await kit.assertLedger();
  });

  it("leaves a line naming another division's batch to that division, however well this one's item fits", async () => {
    await setRule({ amountMinor: 25, amountPercent: null, dateWindowDays: 2 });
    const elsewhere = await kit.division({ sellers: 1 });
    const theirs = await instructedBatch(kit, elsewhere, [6_420]);
    const mine = await instructedBatch(kit, shop, [6_420]);
    const [line = ''] = await bookedLines(kit, [
      { amount: 6_420, bookingDate: today(), payoutCode: theirs.payoutCode, count: 1 },
    ]);
    const before = await balances();
    await run.autoReconcile();
    expect(await lineRow(line)).toMatchObject({ status: 'UNALLOCATED', matchCode: null });
    expect(await balances()).toEqual(before);
    const [item] = await kit.payouts
      .listDivisionPayoutRequests({
        params: divisionOf(shop),
        query: { search: mine.codes[0] ?? '' },
      })
      .then((page) => page.elements);
    expect(item).toMatchObject({ status: 'ACCEPTED' });
  });

  it('shows on the workbench which candidates are within the rule, and what it allows the line', async () => {
    await setRule({ amountMinor: 10, amountPercent: 0.5, dateWindowDays: 0 });
    const batch = await instructedBatch(kit, shop, [8_010, 8_100]);
    const [line = ''] = await bookedLines(kit, [{ amount: 8_000, bookingDate: today() }]);
    const { tolerance, candidates } = await kit.reconciliation.listBankLineCandidates({
      params: { ...divisionOf(shop), bankLineCode: line },
    });
    // 0.5 % of 80.00 is 40 minor units, more than the rule's 10.
    expect(tolerance).toEqual({ allowed: 40, dateWindowDays: 0 });
    const flagged = new Map(candidates.map((candidate) => [candidate.code, candidate.withinTolerance]));
    expect(flagged.get(batch.codes[0] ?? '')).toBe(true);
    expect(flagged.get(batch.codes[1] ?? '')).toBe(false);
    expect(flagged.get(batch.payoutCode)).toBe(false);
  });
});
