import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { failureOf } from '../../fund/testing/fund-test-kit.ts';
import { bookedLines, divisionOf, instructedBatch, today } from './testing/workbench-kit.ts';

// Matching, unmatching and matching again in any order: the ledger ends as one match would leave it, or as none.
let kit: PayoutTestKit;
let shop: PayoutDivision;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 3 });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const balances = () => Promise.all(shop.sellerAccounts.map((account) => kit.balancesOf(account)));

/** The line's state: its status, the match it points at, and the matches holding it. */
async function stateOf(line: string) {
  const { db } = kit.platform.database;
  const [row] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.code, line));
  const holding = (await db.select().from(bankLineMatches).where(eq(bankLineMatches.status, 'MATCHED'))).filter(
    (match) => match.bankLineCodes.includes(line),
  );
  return { status: row?.status, matchCode: row?.matchCode ?? null, holding: holding.map((match) => match.code) };
}

describe('match, unmatch and rematch', () => {
  it('leave the balances as a single match (or none) and every line in exactly one state', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom('match', 'unmatch'), { minLength: 1, maxLength: 6 }),
        async (amounts, steps) => {
          const batch = await instructedBatch(kit, shop, amounts);
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const [line = ''] = await bookedLines(kit, [{ amount: total, bookingDate: today(), count: 2 }]);
          const before = await balances();
          const params = { ...divisionOf(shop), bankLineCode: line };
          let matched = false;
          for (const step of steps) {
            const done =
              step === 'match'
                ? kit.reconciliation.matchBankLines({
                    params: divisionOf(shop),
                    body: { bankLineCodes: [line], candidates: [{ kind: 'batch', code: batch.payoutCode }] },
                  })
                : kit.reconciliation.unmatchBankLines({ params, body: { reason: 'property test' } });
            // A match of a matched line, or an unmatch of an unmatched one, is refused and changes nothing.
            if ((step === 'match') === matched) expect((await failureOf(done)).status).toBe(409);
            else {
              await done;
              matched = !matched;
            }
          }
          const expected = before.map((balance, index) => {
            const paid = amounts.filter((_, item) => item % shop.sellerAccounts.length === index);
            const sum = paid.reduce((all, amount) => all + amount, 0);
            return matched ? { ...balance, payout: balance.payout - sum } : balance;
          });
          expect(await balances()).toEqual(expected);
          const state = await stateOf(line);
          expect(state).toEqual(
            matched
              ? { status: 'RECONCILED', matchCode: state.holding[0], holding: [state.matchCode] }
              : { status: 'UNALLOCATED', matchCode: null, holding: [] },
          );
          await kit.assertLedger();
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
