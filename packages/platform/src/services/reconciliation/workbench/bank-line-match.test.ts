import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { failureOf } from '../../fund/testing/fund-test-kit.ts';
import { bookedLines, divisionOf, instructedBatch, today } from './testing/workbench-kit.ts';

// The workbench's bank side on the platform: candidates, match one to many and many to one, unmatch.
/** Each test makes its batches through the API first: on a busy machine that takes seconds. */
const busyMachineMs = 30_000;
let kit: PayoutTestKit;
let shop: PayoutDivision;
let other: PayoutDivision;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 3 });
  other = await kit.division({ sellers: 1 });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const candidatesOf = (bankLineCode: string, division = shop) =>
  kit.reconciliation.listBankLineCandidates({ params: { ...divisionOf(division), bankLineCode } });
const lineOf = async (code: string) =>
  (await kit.reconciliation.listBankStatementsInfo({ query: { limit: 1000 } })).elements.find(
    (line) => line.code === code,
  );
const balances = () => Promise.all(shop.sellerAccounts.map((account) => kit.balancesOf(account)));

describe('the candidates of an unmatched line', { timeout: busyMachineMs }, () => {
  it('rank the batch the line books first, with its difference, and leave out other divisions', async () => {
    const batch = await instructedBatch(kit, shop, [4_000, 2_500, 1_000]);
    const elsewhere = await instructedBatch(kit, other, [7_500]);
    const [line = ''] = await bookedLines(kit, [
      { amount: 7_500, bookingDate: today(), payoutCode: batch.payoutCode, count: 3 },
    ]);
    const { line: shown, candidates } = await candidatesOf(line);
    expect(shown).toMatchObject({ code: line, type: 'SEPA_BATCH', status: 'UNALLOCATED', amount: 7_500 });
    expect(candidates[0]).toMatchObject({
      kind: 'batch',
      code: batch.payoutCode,
      amount: 7_500,
      itemCount: 3,
      difference: 0,
      score: 85,
      scoreParts: { amount: 40, date: 20, reference: 25, counterparty: 0 },
    });
    const items = candidates.filter((candidate) => candidate.kind === 'item');
    expect(items.map((item) => [item.code, item.difference]).sort()).toEqual(
      [
        [batch.codes[0], 3_500],
        [batch.codes[1], 5_000],
        [batch.codes[2], 6_500],
      ].sort(),
    );
    expect(candidates.some((candidate) => candidate.payoutCode === elsewhere.payoutCode)).toBe(false);
    // The line names this division's batch: the other division is not offered it.
    expect(await failureOf(candidatesOf(line, other))).toMatchObject({ status: 409 });
  });

  it('name the end-to-end id a bank cut short and the IBAN paid to', async () => {
    const batch = await instructedBatch(kit, shop, [1_234, 999]);
    const item = batch.codes[0] ?? '';
    const [line = ''] = await bookedLines(kit, [
      { amount: 1_234, bookingDate: today(), endToEndId: item.slice(0, 8), creditorIban: shop.ibans[0] ?? '' },
    ]);
    const [best] = (await candidatesOf(line)).candidates;
    expect(best).toMatchObject({
      kind: 'item',
      code: item,
      difference: 0,
      scoreParts: { reference: 20, counterparty: 15 },
    });
  });
});

describe('a match', { timeout: busyMachineMs }, () => {
  it('settles a whole batch with one line (one to many) through the ledger, once', async () => {
    const batch = await instructedBatch(kit, shop, [3_000, 2_000]);
    const [line = ''] = await bookedLines(kit, [
      { amount: 5_000, bookingDate: today(), payoutCode: batch.payoutCode, count: 2 },
    ]);
    const before = await balances();
    const body = { bankLineCodes: [line], candidates: [{ kind: 'batch' as const, code: batch.payoutCode }] };
    const match = await kit.reconciliation.matchBankLines({
      params: divisionOf(shop),
      body,
      idempotencyKey: `wb-${line}`,
    });
    expect(match).toMatchObject({ status: 'MATCHED', bankLineCodes: [line], amount: 5_000 });
    expect([...match.payoutRequestCodes].sort()).toEqual([...batch.codes].sort());
    // The same key again answers the same match and moves nothing more.
    const again = await kit.reconciliation.matchBankLines({
      params: divisionOf(shop),
      body,
      idempotencyKey: `wb-${line}`,
    });
    expect(again.code).toBe(match.code);
    const after = await balances();
    expect(after.map((balance, index) => balance.payout - (before[index]?.payout ?? 0))).toEqual([-3_000, -2_000, 0]);
    expect(await lineOf(line)).toMatchObject({ status: 'RECONCILED' });
    const [shown] = (await kit.payouts.listDivisionPayouts({ params: divisionOf(shop) })).elements.filter(
      (row) => row.code === batch.payoutCode,
    );
    expect(shown).toMatchObject({ status: 'COMPLETE' });
    // The line is in the division's bank integration list now, and matching it again is refused.
    const listed = await kit.reconciliation.listDivisionBankStatementsInfo({ params: divisionOf(shop), query: {} });
    expect(listed.elements.map((row) => row.code)).toContain(line);
    // The workbench lists it as this division's match, not the other division's.
    const workbenchOf = async (division: PayoutDivision) =>
      (
        await kit.reconciliation.listDivisionBankStatementsInfo({
          params: divisionOf(division),
          query: { workbench: true, limit: 1000 },
        })
      ).elements.map((row) => row.code);
    expect(await workbenchOf(shop)).toContain(line);
    expect(await workbenchOf(other)).not.toContain(line);
    const refused = await failureOf(kit.reconciliation.matchBankLines({ params: divisionOf(shop), body }));
    expect(refused).toMatchObject({
      status: 409,
      error: { message: `Bank statement line ${line} is already matched` },
    });
    await kit.assertLedger();
  });

  it('settles one item with two lines (many to one)', async () => {
    const batch = await instructedBatch(kit, shop, [6_000]);
    const lines = await bookedLines(kit, [
      { amount: 4_000, bookingDate: today() },
      { amount: 2_000, bookingDate: today() },
    ]);
    const match = await kit.reconciliation.matchBankLines({
      params: divisionOf(shop),
      body: { bankLineCodes: lines, candidates: [{ kind: 'item', code: batch.codes[0] ?? '' }] },
    });
    expect(match).toMatchObject({ amount: 6_000, payoutRequestCodes: batch.codes });
    for (const line of lines) expect(await lineOf(line)).toMatchObject({ status: 'RECONCILED' });
    await kit.assertLedger();
  });

  it('is refused with the difference when the sums differ, and changes nothing', async () => {
    const batch = await instructedBatch(kit, shop, [1_500, 700]);
    const [line = ''] = await bookedLines(kit, [{ amount: 2_000, bookingDate: today() }]);
    const before = await balances();
    const refused = await failureOf(
      kit.reconciliation.matchBankLines({
        params: divisionOf(shop),
        body: { bankLineCodes: [line], candidates: [{ kind: 'batch', code: batch.payoutCode }] },
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      error: {
        code: 409,
        message: 'The lines come to 20.00 and the candidates to 22.00 EUR: a difference of -2.00',
        details: [{ field: 'difference', message: '-200' }],
      },
    });
    expect(await balances()).toEqual(before);
    expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED' });
    const many = await failureOf(
      kit.reconciliation.matchBankLines({
        params: divisionOf(shop),
        body: {
          bankLineCodes: [line, line],
          candidates: batch.codes.map((code) => ({ kind: 'item' as const, code })),
        },
      }),
    );
    expect(many.status).toBe(400);
  });
});

describe("a line naming another division's payouts", { timeout: busyMachineMs }, () => {
  it("is that division's to match: not on this workbench, its candidates and match refused, and it moves nothing", async () => {
    const theirs = await instructedBatch(kit, other, [1_800]);
    const mine = await instructedBatch(kit, shop, [900, 900]);
    // The bank booked the other division's batch by name, at the sum of this division's batch.
    const [line = ''] = await bookedLines(kit, [
      { amount: 1_800, bookingDate: today(), payoutCode: theirs.payoutCode, count: 1 },
    ]);
    const workbenchOf = async (division: PayoutDivision) =>
      (
        await kit.reconciliation.listDivisionBankStatementsInfo({
          params: divisionOf(division),
          query: { workbench: true, limit: 1000 },
        })
      ).elements.map((row) => row.code);
    expect(await workbenchOf(shop)).not.toContain(line);
    expect(await workbenchOf(other)).toContain(line);
    const said = `Bank statement line ${line} names a payout of another division: match it on that division's workbench`;
    expect(await failureOf(candidatesOf(line))).toMatchObject({ status: 409, error: { message: said } });
    const before = await balances();
    const refused = await failureOf(
      kit.reconciliation.matchBankLines({
        params: divisionOf(shop),
        body: { bankLineCodes: [line], candidates: [{ kind: 'batch', code: mine.payoutCode }] },
      }),
    );
    expect(refused).toMatchObject({ status: 409, error: { message: said } });
    expect(await balances()).toEqual(before);
    expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED' });
    // On its own division's workbench, its batch is the best candidate.
    expect((await candidatesOf(line, other)).candidates[0]).toMatchObject({ code: theirs.payoutCode, difference: 0 });
  });
});

describe('an unmatch', { timeout: busyMachineMs }, () => {
  it('needs a reason, reverses the postings and opens the items and the batch again', async () => {
    const batch = await instructedBatch(kit, shop, [2_200, 800]);
    const [line = ''] = await bookedLines(kit, [{ amount: 3_000, bookingDate: today(), count: 2 }]);
    const before = await balances();
    await kit.reconciliation.matchBankLines({
      params: divisionOf(shop),
      body: { bankLineCodes: [line], candidates: [{ kind: 'batch', code: batch.payoutCode }] },
    });
    const params = { ...divisionOf(shop), bankLineCode: line };
    expect((await failureOf(kit.reconciliation.unmatchBankLines({ params, body: { reason: ' ' } }))).status).toBe(400);
    const undone = await kit.reconciliation.unmatchBankLines({ params, body: { reason: 'Booked twice by the bank' } });
    expect(undone).toMatchObject({ status: 'UNMATCHED', unmatchReason: 'Booked twice by the bank' });
    expect(await balances()).toEqual(before);
    expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED' });
    const [shown] = (await kit.payouts.listDivisionPayouts({ params: divisionOf(shop) })).elements.filter(
      (row) => row.code === batch.payoutCode,
    );
    expect(shown).toMatchObject({ status: 'IN_PROGRESS' });
    const twice = await failureOf(kit.reconciliation.unmatchBankLines({ params, body: { reason: 'again' } }));
    expect(twice).toMatchObject({ status: 409 });
    // It is a candidate again, and matches again.
    expect((await candidatesOf(line)).candidates[0]).toMatchObject({ code: batch.payoutCode, difference: 0 });
    await kit.reconciliation.matchBankLines({
      params: divisionOf(shop),
      body: { bankLineCodes: [line], candidates: [{ kind: 'batch', code: batch.payoutCode }] },
    });
    expect(await lineOf(line)).toMatchObject({ status: 'RECONCILED' });
    await kit.assertLedger();
  });
});
