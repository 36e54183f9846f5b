import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../ledger/sql-rows.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../fund/payouts/testing/payout-test-kit.ts';
import { failureOf } from '../../fund/testing/fund-test-kit.ts';
import { type BookedPayment, paymentStatement } from '../workbench/testing/payment-statement.ts';
import { bookedLines, divisionOf, instructedBatch, today } from '../workbench/testing/workbench-kit.ts';

// A tentative match on a pending bank line (issue 34): nothing posts until the booked line confirms it, once.
const busyMachineMs = 60_000;
let kit: PayoutTestKit;
let shop: PayoutDivision;

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2 });
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const lineOf = async (code: string) =>
  (await kit.reconciliation.listBankStatementsInfo({ query: { limit: 1000 } })).elements.find(
    (line) => line.code === code,
  );
const balances = () => Promise.all(shop.sellerAccounts.map((account) => kit.balancesOf(account)));
/** The ledger transactions that name the items: what matching them posted. */
const postingsOf = async (codes: readonly string[]) =>
  (
    await selectRows<{ postings: number }>(
      kit.platform.database.db,
      sql`select count(*)::int as postings from ledger_transactions
        where reference in (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )})`,
    )
  )[0]?.postings;
const batchStatusOf = async (payoutCode: string) =>
  (await kit.payouts.listDivisionPayouts({ params: divisionOf(shop) })).elements.find((row) => row.code === payoutCode)
    ?.status;
const importStatement = (payments: readonly BookedPayment[]) =>
  kit.reconciliation.importBankStatement({ body: { file: paymentStatement(payments).file } });
const matchWith = (bankLineCodes: string[], candidate: { kind: 'batch' | 'item'; code: string }) =>
  kit.reconciliation.matchBankLines({ params: divisionOf(shop), body: { bankLineCodes, candidates: [candidate] } });

describe('a pending line matched on the workbench', { timeout: busyMachineMs }, () => {
  it('is tentative and posts nothing; its booked line confirms it once, however often it comes', async () => {
    const batch = await instructedBatch(kit, shop, [3_000, 1_000]);
    const entry: BookedPayment = {
      amount: 4_000,
      bookingDate: today(),
      payoutCode: batch.payoutCode,
      count: 2,
      entryRef: `PD-${randomUUID()}`,
    };
    const [pending = ''] = await bookedLines(kit, [{ ...entry, status: 'PDNG' }]);
    const before = { balances: await balances(), postings: await postingsOf(batch.codes) };
    // Unmatched, it is UNALLOCATED as any open line, and answered as pending.
    expect(await lineOf(pending)).toMatchObject({ status: 'UNALLOCATED', pending: true });

    const match = await matchWith([pending], { kind: 'batch', code: batch.payoutCode });
    expect(match).toMatchObject({ status: 'TENTATIVE', amount: 4_000, bankLineCodes: [pending] });
    expect(await lineOf(pending)).toMatchObject({ status: 'TENTATIVE' });
    expect(await balances()).toEqual(before.balances);
    expect(await postingsOf(batch.codes)).toBe(before.postings);
    expect(await batchStatusOf(batch.payoutCode)).toBe('IN_PROGRESS');
    const again = await failureOf(matchWith([pending], { kind: 'batch', code: batch.payoutCode }));
    expect(again).toMatchObject({
      status: 409,
      error: { message: `Bank statement line ${pending} is already matched` },
    });

    // The booked entry comes in two statements at once, then again: one confirmation, one posting per item.
    const booked = paymentStatement([entry]);
    const imports = await Promise.all([
      kit.reconciliation.importBankStatement({ body: { file: booked.file } }),
      importStatement([entry]),
    ]);
    expect(imports.map((imported) => imported.newLineCount).sort()).toEqual([0, 1]);
    expect((await kit.reconciliation.importBankStatement({ body: { file: booked.file } })).alreadyImported).toBe(true);
    expect((await importStatement([entry])).newLineCount).toBe(0);

    const lines = (await kit.reconciliation.listBankStatementsInfo({ query: { limit: 1000 } })).elements.filter(
      (line) => line.rawData?.includes(entry.entryRef ?? ''),
    );
    expect(lines.map((line) => line.status)).toEqual(['RECONCILED', 'RECONCILED']);
    expect(lines.map((line) => line.pending).sort()).toEqual([false, true]);
    expect(await postingsOf(batch.codes)).toBe((before.postings ?? 0) + 2);
    const payoutTotal = (rows: Awaited<ReturnType<typeof balances>>) => rows.reduce((sum, row) => sum + row.payout, 0);
    expect(payoutTotal(await balances())).toBe(payoutTotal(before.balances) - 4_000);
    expect(await batchStatusOf(batch.payoutCode)).toBe('COMPLETE');
    const trail = await kit.auditOf('bankLineMatch', match.code);
    expect(trail.map((event) => (event.after as { status?: string } | null)?.status)).toEqual(
      expect.arrayContaining(['TENTATIVE', 'MATCHED']),
    );
    await kit.assertLedger();
  });

  it('is confirmed by a booked line of another entry reference with its end-to-end id, and unmatched whole', async () => {
    const batch = await instructedBatch(kit, shop, [2_500]);
    const item = batch.codes[0] ?? '';
    const payment: BookedPayment = { amount: 2_500, bookingDate: today(), endToEndId: item, creditorName: 'Seller' };
    const postings = await postingsOf([item]);
    const [pending = ''] = await bookedLines(kit, [{ ...payment, status: 'PDNG' }]);
    // A pending line names its item, but settles nothing by itself.
    expect(await lineOf(pending)).toMatchObject({ status: 'UNALLOCATED' });
    expect(await postingsOf([item])).toBe(postings);
    await matchWith([pending], { kind: 'item', code: item });

    const [booked = ''] = await bookedLines(kit, [payment]);
    expect(await lineOf(booked)).toMatchObject({ status: 'RECONCILED' });
    expect(await lineOf(pending)).toMatchObject({ status: 'RECONCILED' });
    expect(await postingsOf([item])).toBe((postings ?? 0) + 1);
    await kit.assertLedger();

    // Unmatched once confirmed, its payment is reversed and both its lines are free again.
    const before = await balances();
    await kit.reconciliation.unmatchBankLines({
      params: { ...divisionOf(shop), bankLineCode: booked },
      body: { reason: 'Booked to the wrong seller' },
    });
    expect(await lineOf(booked)).toMatchObject({ status: 'UNALLOCATED' });
    expect(await lineOf(pending)).toMatchObject({ status: 'UNALLOCATED' });
    const payout = (rows: Awaited<ReturnType<typeof balances>>) => rows.reduce((sum, row) => sum + row.payout, 0);
    expect(payout(await balances())).toBe(payout(before) + 2_500);
    await kit.assertLedger();
  });
});

describe('a tentative match that does not confirm', { timeout: busyMachineMs }, () => {
  it('once unmatched with a reason, leaves the booked line open and posts nothing', async () => {
    const batch = await instructedBatch(kit, shop, [1_500]);
    const entry: BookedPayment = { amount: 1_500, bookingDate: today(), entryRef: `PD-${randomUUID()}` };
    const [pending = ''] = await bookedLines(kit, [{ ...entry, status: 'PDNG' }]);
    await matchWith([pending], { kind: 'item', code: batch.codes[0] ?? '' });
    const before = { balances: await balances(), postings: await postingsOf(batch.codes) };
    const undone = await kit.reconciliation.unmatchBankLines({
      params: { ...divisionOf(shop), bankLineCode: pending },
      body: { reason: 'The bank cancelled the pending payment' },
    });
    expect(undone).toMatchObject({ status: 'UNMATCHED', unmatchReason: 'The bank cancelled the pending payment' });
    expect(await lineOf(pending)).toMatchObject({ status: 'UNALLOCATED' });

    const [booked = ''] = await bookedLines(kit, [entry]);
    expect(await lineOf(booked)).toMatchObject({ status: 'UNALLOCATED' });
    expect(await balances()).toEqual(before.balances);
    expect(await postingsOf(batch.codes)).toBe(before.postings);
    expect(await batchStatusOf(batch.payoutCode)).toBe('IN_PROGRESS');
  });

  it('stays tentative when the booked amount differs beyond the rule: the booked line fails with the reason', async () => {
    const batch = await instructedBatch(kit, shop, [2_000]);
    const entryRef = `PD-${randomUUID()}`;
    const [pending = ''] = await bookedLines(kit, [{ amount: 2_000, bookingDate: today(), entryRef, status: 'PDNG' }]);
    const match = await matchWith([pending], { kind: 'item', code: batch.codes[0] ?? '' });
    const before = { balances: await balances(), postings: await postingsOf(batch.codes) };

    const [booked = ''] = await bookedLines(kit, [{ amount: 2_100, bookingDate: today(), entryRef }]);
    expect(await lineOf(booked)).toMatchObject({
      status: 'FAILED',
      failureReason: `Booked at 21.00 EUR where tentative match ${match.code} expected 20.00: more than the division allows, so the match stays tentative`,
    });
    expect(await lineOf(pending)).toMatchObject({ status: 'TENTATIVE' });
    expect(await balances()).toEqual(before.balances);
    expect(await postingsOf(batch.codes)).toBe(before.postings);
    await kit.assertLedger();
  });

  it('cannot mix pending and booked lines: refused, nothing changes', async () => {
    const batch = await instructedBatch(kit, shop, [1_200]);
    const [pending = '', booked = ''] = await bookedLines(kit, [
      { amount: 700, bookingDate: today(), status: 'PDNG' },
      { amount: 500, bookingDate: today() },
    ]);
    const refused = await failureOf(matchWith([pending, booked], { kind: 'item', code: batch.codes[0] ?? '' }));
    expect(refused).toMatchObject({
      status: 409,
      error: {
        message: `Bank statement lines ${pending} are pending and ${booked} booked: match pending lines on their own, tentatively`,
      },
    });
    expect(await lineOf(pending)).toMatchObject({ status: 'UNALLOCATED' });
    expect(await lineOf(booked)).toMatchObject({ status: 'UNALLOCATED' });
  });
});
