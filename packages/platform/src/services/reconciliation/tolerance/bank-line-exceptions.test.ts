import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines } from '../../../db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { bookedLines, divisionOf, instructedBatch, today } from '../workbench/testing/workbench-kit.ts';

// The exceptions queue: each unmatched payment line with why no rule placed it, per division.
let kit: PayoutTestKit;
let shop: PayoutDivision;
let empty: PayoutDivision;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 3 });
  empty = await kit.division({ sellers: 1 });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const queueOf = async (division: PayoutDivision, reason?: 'SEVERAL_CANDIDATES') =>
  (
    await kit.reconciliation.listBankLineExceptions({
      params: divisionOf(division),
      query: reason ? { reason, limit: 100 } : { limit: 100 },
    })
  ).elements.map((exception) => [exception.line.code, exception.reason, exception.candidateCount]);

describe('the exceptions queue', { timeout: 60_000 }, () => {
  it('says per line why no rule placed it, against each division’s own candidates and rule', async () => {
    await kit.reconciliation.setToleranceRule({
      params: divisionOf(shop),
      body: { amountMinor: 20, amountPercent: null, dateWindowDays: 0 },
    });
    await instructedBatch(kit, shop, [2_000, 2_000, 3_000]);
    const [twins = '', one = '', far = ''] = await bookedLines(kit, [
      { amount: 2_005, bookingDate: today() },
      { amount: 3_010, bookingDate: today() },
      { amount: 5_000, bookingDate: today() },
    ]);
    expect(new Set(await queueOf(shop))).toEqual(
      new Set([
        [twins, 'SEVERAL_CANDIDATES', 2],
        [one, 'ONE_CANDIDATE', 1],
        [far, 'OUTSIDE_TOLERANCE', 0],
      ]),
    );
    expect(await queueOf(shop, 'SEVERAL_CANDIDATES')).toEqual([[twins, 'SEVERAL_CANDIDATES', 2]]);
    // A division with nothing open in euros has no candidate for any of them.
    expect(new Set(await queueOf(empty))).toEqual(
      new Set([
        [twins, 'NO_CANDIDATE', 0],
        [one, 'NO_CANDIDATE', 0],
        [far, 'NO_CANDIDATE', 0],
      ]),
    );
  });

  it('says a line in another currency that an open item fits differs in currency', async () => {
    await instructedBatch(kit, shop, [6_543]);
    const code = `BL-USD-${randomBytes(4).toString('hex').toUpperCase()}`;
    await kit.platform.database.transaction((tx) =>
      tx.insert(bankStatementLines).values({
        code,
        bankName: 'Sandbox Bank',
        type: 'CONFIRMED_TRANSACTION',
        currency: 'USD',
        amount: 6_550,
        creditDebit: 'DBIT',
        bookingDate: today(),
      }),
    );
    expect((await queueOf(shop)).filter(([line]) => line === code)).toEqual([[code, 'CURRENCY_DIFFERS', 0]]);
    expect((await queueOf(empty)).filter(([line]) => line === code)).toEqual([[code, 'NO_CANDIDATE', 0]]);
  });

  it('drops a line once it is matched', async () => {
    const batch = await instructedBatch(kit, shop, [4_321]);
    const [line = ''] = await bookedLines(kit, [{ amount: 4_321, bookingDate: today() }]);
    expect((await queueOf(shop)).map(([code]) => code)).toContain(line);
    await kit.reconciliation.matchBankLines({
      params: divisionOf(shop),
      body: { bankLineCodes: [line], candidates: [{ kind: 'item', code: batch.codes[0] ?? '' }] },
      idempotencyKey: `exception-${line}`,
    });
    expect((await queueOf(shop)).map(([code]) => code)).not.toContain(line);
  });
});
