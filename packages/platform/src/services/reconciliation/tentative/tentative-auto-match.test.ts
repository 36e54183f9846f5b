import { randomUUID } from 'node:crypto';
import { addIsoDays } from '@ops/core/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { type AutoMatchTest, startAutoMatchTest } from '../tolerance/testing/auto-match-kit.ts';
import type { BookedPayment } from '../workbench/testing/payment-statement.ts';
import { bookedLines, divisionOf, instructedBatch, today } from '../workbench/testing/workbench-kit.ts';

// Auto-matching a pending line by the division's tolerance rule: a tentative match, confirmed once by its booked line.
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

async function lineRow(code: string) {
  const [row] = await kit.platform.database.db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.code, code));
  return row;
}
async function matchRow(code: string) {
  const [row] = await kit.platform.database.db.select().from(bankLineMatches).where(eq(bankLineMatches.code, code));
  return row;
}
const balances = () => Promise.all(shop.sellerAccounts.map((account) => kit.balancesOf(account)));

describe('auto-matching a pending line', { timeout: busyMachineMs }, () => {
  it('matches it tentatively, posting nothing, and its booked line confirms the match once', async () => {
    await kit.reconciliation.setToleranceRule({
      params: divisionOf(shop),
      body: { amountMinor: 25, amountPercent: null, dateWindowDays: 1 },
    });
    const batch = await instructedBatch(kit, shop, [2_600, 1_400]);
    const entry: BookedPayment = {
      amount: 3_990,
      bookingDate: addIsoDays(today(), 1),
      count: 2,
      entryRef: `PD-${randomUUID()}`,
    };
    const [pending = ''] = await bookedLines(kit, [{ ...entry, status: 'PDNG' }]);
    const before = await balances();

    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 1 } });
    const line = await lineRow(pending);
    expect(line).toMatchObject({ status: 'TENTATIVE', pending: true });
    expect(await matchRow(line?.matchCode ?? '')).toMatchObject({
      status: 'TENTATIVE',
      amount: 4_000,
      difference: -10,
    });
    expect(await balances()).toEqual(before);
    // Run again, the tentative match stands and nothing moves.
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 0 } });
    expect(await balances()).toEqual(before);

    const [booked = ''] = await bookedLines(kit, [entry]);
    expect(await lineRow(booked)).toMatchObject({ status: 'RECONCILED', matchCode: line?.matchCode, pending: false });
    expect(await matchRow(line?.matchCode ?? '')).toMatchObject({ status: 'MATCHED', bankLineCodes: [booked] });
    const after = await balances();
    expect(after.map((balance, index) => balance.payout - (before[index]?.payout ?? 0))).toEqual([-2_600, -1_400, 0]);
    expect(await run.autoReconcile()).toMatchObject({ status: 'DONE', outcome: { bankLinesMatched: 0 } });
    expect(await balances()).toEqual(after);
    expect(batch.codes).toHaveLength(2);
    await kit.assertLedger();
  });
});
