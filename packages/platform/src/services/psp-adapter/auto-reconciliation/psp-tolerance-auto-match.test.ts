import type { ReconciliationClient } from '@ops/core/api';
import { addIsoDays } from '@ops/core/dates';
import { arrayContains, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pspReportLineMatches, pspReportLines } from '../../../db/schema/index.ts';
import { createLogger } from '../../../http/logger.ts';
import { createJobRunner } from '../../../jobs/index.ts';
import { jobDefinitions } from '../../../jobs/job-definitions.ts';
import { opsEmail, type SplitShop } from '../../fund/splits/testing/split-test-kit.ts';
import { type PspTestKit, startPspTest } from '../testing/psp-test-kit.ts';
import {
  divisionOf,
  type ReportedLine,
  reconciliationOf,
  reportedLines,
  today,
} from '../workbench/testing/psp-workbench-kit.ts';

// Auto-reconciliation's PSP side with the division's tolerance rule: a line one open transaction fits is matched.
const busyMachineMs = 60_000;
let kit: PspTestKit;
let reconciliation: ReconciliationClient;

beforeAll(async () => {
  kit = await startPspTest();
  reconciliation = await reconciliationOf(kit);
}, 60_000);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

/** Tomorrow morning: today is then a closed day the PSP reports. */
const tomorrow = () => new Date(Date.parse(`${today()}T08:00:00Z`) + 86_400_000);

type Integrated = Awaited<ReturnType<PspTestKit['integratedShop']>>;

/**
 * An integrated shop whose PSP report of today was fetched already (empty), so its runs fetch nothing: only matching
 * reconciles what the tests report.
 */
async function quietShop(): Promise<Integrated> {
  const integrated = await kit.integratedShop();
  await kit.psp.retriggerPspIntegration({
    params: { ...divisionOf(integrated.shop), integrationCode: integrated.integration.code },
    body: { from: today(), to: today() },
  });
  return integrated;
}

/** Runs the division's auto-reconciliation through its job and answers the finished run's outcome. */
async function autoReconcile(shop: SplitShop) {
  const queued = await kit.psp.triggerAutoReconciliation({ params: divisionOf(shop) });
  await kit.platform.jobs.runDue({ now: tomorrow() });
  const done = await kit.psp.getAutoReconciliationRun({ params: { ...divisionOf(shop), runCode: queued.code } });
  expect(done.status).toBe('DONE');
  return done.outcome;
}

const setRule = (
  shop: SplitShop,
  body: { amountMinor: number | null; amountPercent: number | null; dateWindowDays: number },
) => reconciliation.setToleranceRule({ params: divisionOf(shop), body });

const payment = (shop: SplitShop, amount: number) =>
  kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount, commission: Math.floor(amount / 10) }]) });
const lineOf = async (code: string) =>
  (await kit.platform.database.db.select().from(pspReportLines).where(eq(pspReportLines.code, code)))[0];
const matchesOf = (line: string) =>
  kit.platform.database.db
    .select()
    .from(pspReportLineMatches)
    .where(arrayContains(pspReportLineMatches.reportLineCodes, [line]));
async function trailOf(entityType: string, entityId: string) {
  const response = await fetch(`${kit.platform.baseUrl}/api/audit/${entityType}/${entityId}`, {
    headers: await kit.platform.headersFor(opsEmail),
  });
  return ((await response.json()) as { elements: unknown[] }).elements;
}
const statusOf = async (code: string) => (await kit.splits.getSplitPayment({ params: { splitCode: code } })).status;
/** The report item as the PSP integration list answers it. */
const listedItem = async (shop: SplitShop, code: string) =>
  (await kit.psp.searchPspReports({ body: { filter: divisionOf(shop) }, query: { limit: 1000 } })).elements.find(
    (item) => item.code === code,
  );
const report = (integrated: Integrated, lines: readonly ReportedLine[]) =>
  reportedLines(kit, integrated.shop, integrated.integration, lines);

describe('auto-matching PSP report lines by the tolerance rule', { timeout: busyMachineMs }, () => {
  it('matches a line to the one transaction within the rule, through the ledger once; beyond the rule it stays', async () => {
    const integrated = await quietShop();
    const { shop } = integrated;
    const paid = await payment(shop, 5_000);
    const [line = ''] = await report(integrated, [
      { type: 'Settled', reference: 'LOST-1', gross: '49.80', commission: '0.50' },
    ]);
    const seller = shop.sellerAccounts[0] ?? '';
    const before = await kit.balancesOf(seller);

    // Without a rule the line names nothing and stays open; a rule of 0.10 does not reach 0.20.
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 0 });
    await setRule(shop, { amountMinor: 10, amountPercent: null, dateWindowDays: 0 });
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 0 });
    expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED', matchCode: null });
    expect(await statusOf(paid.code)).toBe('PENDING');
    expect(await kit.balancesOf(seller)).toEqual(before);

    await setRule(shop, { amountMinor: 25, amountPercent: null, dateWindowDays: 0 });
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 1 });
    const [match] = await matchesOf(line);
    // The match records what the rule let through: the line's 49.80 less the transaction's 50.00.
    expect(match).toMatchObject({
      status: 'MATCHED',
      splitCodes: [paid.code],
      amount: 5_000,
      pspFee: 50,
      difference: -20,
    });
    expect(await listedItem(shop, line)).toMatchObject({ status: 'RECONCILED', matchDifference: -20 });
    expect(await lineOf(line)).toMatchObject({ status: 'RECONCILED', splitCode: paid.code, matchCode: match?.code });
    expect(await statusOf(paid.code)).toBe('RECONCILED');
    // The seller's share (50.00 less the 5.00 commission) moved from pending to confirmed: the transaction's amount.
    const after = await kit.balancesOf(seller);
    expect(after).toMatchObject({ pending: before.pending - 4_500, confirmed: before.confirmed + 4_500 });
    expect(await trailOf('pspReportLineMatch', match?.code ?? '')).toMatchObject([
      { action: 'pspIntegrations.reconcile', before: null, after: { code: match?.code } },
    ]);
    expect(await trailOf('pspReportLine', line)).toMatchObject([
      { action: 'pspIntegrations.reconcile', after: { status: 'RECONCILED', matchCode: match?.code } },
    ]);

    // A second run finds nothing open and moves nothing.
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 0 });
    expect(await kit.balancesOf(seller)).toEqual(after);
    expect(await matchesOf(line)).toHaveLength(1);

    // Unmatched, all is as if it never matched: the line open with no difference, the transaction pending again.
    const undone = await kit.psp.unmatchPspReportItems({
      params: { ...divisionOf(shop), reportItemCode: line },
      body: { reason: 'Short paid by another shopper' },
    });
    expect(undone).toMatchObject({ status: 'UNMATCHED', difference: -20 });
    expect(await listedItem(shop, line)).toMatchObject({
      status: 'UNALLOCATED',
      splitCode: null,
      reconciledTransactions: 0,
      matchDifference: null,
    });
    expect(await statusOf(paid.code)).toBe('PENDING');
    expect(await kit.balancesOf(seller)).toEqual(before);
  });

  it('says which candidates are within the rule, up to its edge, with what it allows the line', async () => {
    const integrated = await quietShop();
    const { shop } = integrated;
    const exact = await payment(shop, 5_000);
    const edge = await payment(shop, 5_025);
    const beyond = await payment(shop, 5_026);
    const [line = '', late = ''] = await report(integrated, [
      { type: 'Settled', reference: 'EDGE-1', gross: '50.00' },
      { type: 'Settled', reference: 'EDGE-2', gross: '50.00', bookingDate: addIsoDays(today(), 2) },
    ]);
    const within = async (reportItemCode: string) => {
      const answer = await kit.psp.listPspReportCandidates({ params: { ...divisionOf(shop), reportItemCode } });
      const of = (code: string) => answer.candidates.find((candidate) => candidate.code === code)?.withinTolerance;
      return { tolerance: answer.tolerance, exact: of(exact.code), edge: of(edge.code), beyond: of(beyond.code) };
    };
    // Without a rule only the same amount on the same day is within it.
    expect(await within(line)).toEqual({
      tolerance: { allowed: 0, dateWindowDays: 0 },
      exact: true,
      edge: false,
      beyond: false,
    });
    await setRule(shop, { amountMinor: 25, amountPercent: null, dateWindowDays: 1 });
    expect(await within(line)).toEqual({
      tolerance: { allowed: 25, dateWindowDays: 1 },
      exact: true,
      edge: true,
      beyond: false,
    });
    // Booked two days after the payments: one day's window does not reach them, two days' does.
    expect(await within(late)).toMatchObject({ exact: false, edge: false, beyond: false });
    await setRule(shop, { amountMinor: null, amountPercent: 0.52, dateWindowDays: 2 });
    expect(await within(late)).toEqual({
      tolerance: { allowed: 26, dateWindowDays: 2 },
      exact: true,
      edge: true,
      beyond: true,
    });
  });

  it('keeps to the date window, and leaves a line two transactions fit', async () => {
    const integrated = await quietShop();
    const { shop } = integrated;
    const late = await payment(shop, 3_000);
    await payment(shop, 2_000);
    await payment(shop, 2_010);
    const [far = '', twins = ''] = await report(integrated, [
      { type: 'Settled', reference: 'LATE-1', gross: '30.00', bookingDate: addIsoDays(today(), 3) },
      { type: 'Settled', reference: 'TWIN-1', gross: '20.05' },
    ]);
    await setRule(shop, { amountMinor: null, amountPercent: 1, dateWindowDays: 2 });
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 0 });
    for (const line of [far, twins]) expect(await lineOf(line)).toMatchObject({ status: 'UNALLOCATED' });

    // Three days either side reach the late line; the twins stay two candidates.
    await setRule(shop, { amountMinor: null, amountPercent: 1, dateWindowDays: 3 });
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 1 });
    expect(await lineOf(far)).toMatchObject({ status: 'RECONCILED', splitCode: late.code });
    expect(await lineOf(twins)).toMatchObject({ status: 'UNALLOCATED', matchCode: null });
  });

  it('fits a line naming its transaction to that one only, and a refund line to a refund', async () => {
    const integrated = await quietShop();
    const { shop } = integrated;
    const named = await payment(shop, 3_000);
    const alike = await payment(shop, 3_005);
    const refunded = await payment(shop, 8_000);
    await report(integrated, [{ type: 'Settled', reference: refunded.pspReference ?? '', gross: '80.00' }]);
    const refund = await kit.splits.createSplitRefund({
      body: {
        paymentCode: refunded.code,
        pspReference: `RF-${refunded.code}`,
        totalAmount: 1_000,
        sellers: [{ sellerCode: shop.sellers[0] ?? '', amount: 1_000, itemGroups: [{ productItemAmount: 1_000 }] }],
      },
    });
    const [differs = '', refundLine = ''] = await report(integrated, [
      { type: 'Settled', reference: named.pspReference ?? '', gross: '30.05' },
      { type: 'Refunded', reference: 'UNKNOWN-RF', gross: '9.98' },
    ]);
    // The import failed the named payment's line: its amount differs.
    expect(await lineOf(differs)).toMatchObject({ status: 'FAILED' });
    await setRule(shop, { amountMinor: 10, amountPercent: null, dateWindowDays: 0 });
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 2 });
    expect(await lineOf(differs)).toMatchObject({ status: 'RECONCILED', splitCode: named.code, failureReason: null });
    expect(await statusOf(alike.code)).toBe('PENDING');
    expect(await lineOf(refundLine)).toMatchObject({ status: 'RECONCILED', splitCode: refund.code });
    expect(await statusOf(refunded.code)).toBe('PARTIALLY_REFUNDED');
  });

  it('fails a line whose fee the division cannot pay with the ledger reason, and matches the others all the same', async () => {
    const integrated = await quietShop();
    const { shop } = integrated;
    // No commissions: the division's income gets nothing, so it cannot pay the first line's fee.
    const poor = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 1_000 }]) });
    const paid = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 6_000 }]) });
    const [feeLine = '', line = ''] = await report(integrated, [
      { type: 'Settled', reference: 'POOR-1', gross: '9.99', commission: '0.50' },
      { type: 'Settled', reference: 'LOST-3', gross: '60.01' },
    ]);
    await setRule(shop, { amountMinor: 1, amountPercent: null, dateWindowDays: 0 });
    const before = await kit.balancesOf(shop.sellerAccounts[0] ?? '');
    expect(await autoReconcile(shop)).toMatchObject({ pspLinesMatched: 1 });
    expect(await lineOf(feeLine)).toMatchObject({
      status: 'FAILED',
      matchCode: null,
      failureReason: expect.stringMatching(
        /^Insufficient confirmed balance on virtual account .*: 0 available, 50 needed$/,
      ),
    });
    expect(await statusOf(poor.code)).toBe('PENDING');
    expect(await lineOf(line)).toMatchObject({ status: 'RECONCILED', splitCode: paid.code });
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toMatchObject({
      pending: before.pending - 6_000,
      confirmed: before.confirmed + 6_000,
    });
  });

  it('matches once when two runs of the division go at once', async () => {
    const integrated = await quietShop();
    const { shop } = integrated;
    const paid = await payment(shop, 7_000);
    const [line = ''] = await report(integrated, [{ type: 'Settled', reference: 'LOST-2', gross: '70.03' }]);
    await setRule(shop, { amountMinor: 5, amountPercent: null, dateWindowDays: 0 });
    const seller = shop.sellerAccounts[0] ?? '';
    const before = await kit.balancesOf(seller);
    const runs = await Promise.all([1, 2].map(() => kit.psp.triggerAutoReconciliation({ params: divisionOf(shop) })));
    // Each process runs its own runner on the one database (on PostgreSQL when DATABASE_URL is set).
    const processes = [1, 2].map(() =>
      createJobRunner({ database: kit.platform.database, logger: createLogger('silent'), definitions: jobDefinitions }),
    );
    await Promise.all(processes.map((runner) => runner.runDue({ now: tomorrow() })));
    const done = await Promise.all(
      runs.map((run) => kit.psp.getAutoReconciliationRun({ params: { ...divisionOf(shop), runCode: run.code } })),
    );
    expect(done.map((run) => run.status)).toEqual(['DONE', 'DONE']);
    expect(done.map((run) => run.outcome?.pspLinesMatched).sort()).toEqual([0, 1]);
    expect(await matchesOf(line)).toHaveLength(1);
    expect(await statusOf(paid.code)).toBe('RECONCILED');
    const after = await kit.balancesOf(seller);
    expect(after).toMatchObject({ pending: before.pending - 6_300, confirmed: before.confirmed + 6_300 });
  });
});
