import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLineMatches, bankStatementLines, payoutRequests, toleranceRules } from '../../../db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { bookedLines, divisionOf, instructedBatch, today } from '../workbench/testing/workbench-kit.ts';
import { lineTolerance } from './line-tolerance.ts';
import { type AutoMatchTest, startAutoMatchTest } from './testing/auto-match-kit.ts';

// Auto-matching by any tolerance rule: every line ends in exactly one state, and what was matched is what was paid.
let kit: PayoutTestKit;
let shop: PayoutDivision;
let autoReconcile: AutoMatchTest['autoReconcile'];

beforeAll(async () => {
  ({ kit, shop, autoReconcile } = await startAutoMatchTest());
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const payoutTotal = async () =>
  (await Promise.all(shop.sellerAccounts.map((account) => kit.balancesOf(account)))).reduce(
    (sum, balances) => sum + balances.payout,
    0,
  );

const lineSpec = fc.record({ whole: fc.boolean(), item: fc.nat(), offset: fc.integer({ min: -60, max: 60 }) });
const ruleSpec = fc.record({
  amountMinor: fc.option(fc.integer({ min: 0, max: 50 })),
  amountPercent: fc.option(fc.integer({ min: 0, max: 100 }).map((basisPoints) => basisPoints / 100)),
  dateWindowDays: fc.integer({ min: 0, max: 2 }),
});

describe('auto-matching by a tolerance rule', () => {
  it('leaves every line matched once or open, each match within the rule and paid its items exactly', async () => {
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 100, max: 5_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(lineSpec, { minLength: 1, maxLength: 3 }),
        ruleSpec,
        async (amounts, specs, rule) => {
          await instructedBatch(kit, shop, amounts);
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const lineAmounts = specs.map((spec) =>
            Math.max(1, (spec.whole ? total : (amounts[spec.item % amounts.length] ?? 0)) + spec.offset),
          );
          seen.push(
            ...(await bookedLines(
              kit,
              lineAmounts.map((amount) => ({ amount, bookingDate: today() })),
            )),
          );
          await kit.reconciliation.setToleranceRule({ params: divisionOf(shop), body: rule });
          const payoutBefore = await payoutTotal();
          const matchesBefore = new Set(
            (await kit.platform.database.db.select().from(bankLineMatches)).map((m) => m.code),
          );

          expect((await autoReconcile()).status).toBe('DONE');

          const { db } = kit.platform.database;
          const lines = await db.select().from(bankStatementLines).where(inArray(bankStatementLines.code, seen));
          const matches = await db.select().from(bankLineMatches).where(eq(bankLineMatches.status, 'MATCHED'));
          for (const line of lines) {
            const holding = matches.filter((match) => match.bankLineCodes.includes(line.code));
            // Exactly one state: reconciled in the one match holding it, or open in none.
            if (line.status === 'RECONCILED') expect(holding.map((match) => match.code)).toEqual([line.matchCode]);
            else expect([line.status, line.matchCode, holding.length]).toEqual(['UNALLOCATED', null, 0]);
          }
          const made = matches.filter((match) => !matchesBefore.has(match.code));
          for (const match of made) {
            const items = await db
              .select()
              .from(payoutRequests)
              .where(inArray(payoutRequests.code, match.payoutRequestCodes));
            // Each item paid once, and the match's amount is what its items booked.
            expect(items.every((item) => item.status === 'PROCESSED')).toBe(true);
            expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(match.amount);
            const line = lines.find((row) => row.code === match.bankLineCodes[0]);
            const [stored] = await db
              .select()
              .from(toleranceRules)
              .where(eq(toleranceRules.divisionCode, shop.divisionCode));
            expect(match.difference).toBe((line?.amount ?? 0) - match.amount);
            expect(Math.abs(match.difference)).toBeLessThanOrEqual(lineTolerance(stored, line?.amount ?? 0).allowed);
          }
          const paid = made.reduce((sum, match) => sum + match.amount, 0);
          expect(payoutBefore - (await payoutTotal())).toBe(paid);
          await kit.assertLedger();
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});
