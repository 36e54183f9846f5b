import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pspReportLineMatches, pspReportLines } from '../../../db/schema/index.ts';
import { failureOf, type SplitShop } from '../../fund/splits/testing/split-test-kit.ts';
import { type PspTestKit, startPspTest } from '../testing/psp-test-kit.ts';
import { divisionOf, reportedLines } from './testing/psp-workbench-kit.ts';

// Matching, unmatching and matching again in any order: the ledger ends as one match would leave it, or as none.
let kit: PspTestKit;
let shop: SplitShop;
let integration: Awaited<ReturnType<PspTestKit['integratedShop']>>['integration'];

beforeAll(async () => {
  kit = await startPspTest();
  ({ shop, integration } = await kit.integratedShop());
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

const money = async () => ({
  sellers: await Promise.all(shop.sellerAccounts.map((account) => kit.balancesOf(account))),
  psp: await kit.pspBalance('ADYEN'),
});

/** The line's state: its status, the match it points at, and the matches holding it. */
async function stateOf(line: string) {
  const { db } = kit.platform.database;
  const [row] = await db.select().from(pspReportLines).where(eq(pspReportLines.code, line));
  const holding = (
    await db.select().from(pspReportLineMatches).where(eq(pspReportLineMatches.status, 'MATCHED'))
  ).filter((match) => match.reportLineCodes.includes(line));
  return { status: row?.status, matchCode: row?.matchCode ?? null, holding: holding.map((match) => match.code) };
}

describe('match, unmatch and rematch', () => {
  it('leave the balances as a single match (or none) and every line in exactly one state', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 10, max: 5_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom('match', 'unmatch'), { minLength: 1, maxLength: 6 }),
        async (amounts, steps) => {
          const payments = [];
          for (const amount of amounts) {
            payments.push(
              await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount, commission: amount }]) }),
            );
          }
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const [line = ''] = await reportedLines(kit, shop, integration, [
            { type: 'Settled', reference: 'PROPERTY', gross: (total / 100).toFixed(2), commission: '0.05' },
          ]);
          const before = await money();
          const params = { ...divisionOf(shop), reportItemCode: line };
          const body = { reportItemCodes: [line], splitCodes: payments.map((payment) => payment.code) };
          let matched = false;
          // What the first match left: every rematch leaves the same.
          let once: Awaited<ReturnType<typeof money>> | undefined;
          for (const step of steps) {
            const done =
              step === 'match'
                ? kit.psp.matchPspReportItems({ params: divisionOf(shop), body })
                : kit.psp.unmatchPspReportItems({ params, body: { reason: 'property test' } });
            // A match of a matched line, or an unmatch of an unmatched one, is refused and changes nothing.
            if ((step === 'match') === matched) expect((await failureOf(done)).status).toBe(409);
            else {
              await done;
              matched = !matched;
              if (matched) {
                once ??= await money();
                expect(await money()).toEqual(once);
              }
            }
          }
          expect(await money()).toEqual(matched ? once : before);
          const state = await stateOf(line);
          expect(state).toEqual(
            matched
              ? { status: 'RECONCILED', matchCode: state.holding[0], holding: [state.matchCode] }
              : { status: 'UNALLOCATED', matchCode: null, holding: [] },
          );
          await kit.assertHolds();
        },
      ),
      { numRuns: 8 },
    );
  }, 60_000);
});
