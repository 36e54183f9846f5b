import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autoReconciliationRuns, pspReportLines } from '../../../db/schema/index.ts';
import { createLogger } from '../../../http/logger.ts';
import { createJobRunner } from '../../../jobs/index.ts';
import { jobDefinitions } from '../../../jobs/job-definitions.ts';
import { plannedDates } from '../../../jobs/schedules/testing/planned-dates.ts';
import { failureOf } from '../../fund/splits/testing/split-test-kit.ts';
import { csvFile, type PspTestKit, reportOf, startPspTest } from '../testing/psp-test-kit.ts';

let kit: PspTestKit;

beforeAll(async () => {
  kit = await startPspTest();
}, 60_000);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const today = () => new Date().toISOString().slice(0, 10);
/** Tomorrow morning: today is then a closed day the PSP reports. */
const tomorrow = () => new Date(Date.parse(`${today()}T08:00:00Z`) + 86_400_000);

type Integrated = Awaited<ReturnType<PspTestKit['integratedShop']>>;
const divisionOf = ({ shop }: Integrated) => ({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });

/** Triggers the division's auto-reconciliation, runs the job queue at `now` and answers the finished run. */
async function reconcile(integrated: Integrated, now = tomorrow()) {
  const queued = await kit.psp.triggerAutoReconciliation({ params: divisionOf(integrated) });
  expect(queued).toMatchObject({ status: 'QUEUED', trigger: 'MANUAL', outcome: null });
  await kit.platform.jobs.runDue({ now });
  return kit.psp.getAutoReconciliationRun({ params: { ...divisionOf(integrated), runCode: queued.code } });
}

const runsOf = (divisionCode: string) =>
  kit.platform.database.db
    .select()
    .from(autoReconciliationRuns)
    .where(eq(autoReconciliationRuns.divisionCode, divisionCode));

/** The dates the division's auto-reconciliation schedule has queued and its next one. */
const queuedDates = (divisionCode: string) =>
  plannedDates(kit.platform.database.db, `autoReconciliation:${divisionCode}`);

describe('auto-reconciliation on demand', () => {
  it("fetches and imports the PSP's report of the days since the last one; a second run changes nothing", async () => {
    const integrated = await kit.integratedShop();
    const { shop, integration } = integrated;
    const payment = await kit.splits.createSplitPayment({
      body: kit.payment(shop, [{ amount: 6_000, commission: 600 }]),
    });

    const run = await reconcile(integrated);
    expect(run).toMatchObject({
      status: 'DONE',
      requestedBy: 'ops@sandbox.test',
      outcome: {
        reports: [{ integrationCode: integration.code, from: today(), to: today(), lineCount: 1, newLineCount: 1 }],
        pspLinesMatched: 0,
        bankLinesMatched: 0,
      },
    });
    expect((await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).status).toBe('RECONCILED');
    const seller = shop.sellerAccounts[0] ?? '';
    const balances = await kit.balancesOf(seller);
    expect(balances).toMatchObject({ pending: 0, confirmed: 5_400 });

    const stored = await kit.stored();
    const again = await reconcile(integrated);
    expect(again).toMatchObject({ status: 'DONE', outcome: { reports: [], pspLinesMatched: 0, bankLinesMatched: 0 } });
    expect(await kit.stored()).toEqual(stored);
    expect(await kit.balancesOf(seller)).toEqual(balances);
  });

  it('matches a report line again once the split it names has arrived, and only once', async () => {
    const integrated = await kit.integratedShop();
    const { shop, integration } = integrated;
    const params = { ...divisionOf(integrated), integrationCode: integration.code };
    // Today is covered already: the run fetches nothing, so only matching again can settle the payment.
    await kit.psp.retriggerPspIntegration({ params, body: { from: today(), to: today() } });
    const imported = await kit.psp.importPspSettlement({
      params,
      body: {
        file: csvFile(
          reportOf([
            {
              merchantAccount: integration.merchantAccount,
              pspReference: 'LATE-SPLIT-1',
              type: 'Settled',
              grossCurrency: 'EUR',
              grossCredit: '50.00',
              netCurrency: 'EUR',
              netCredit: '49.50',
              commission: '0.50',
              bookingDate: today(),
            },
          ]),
        ),
      },
    });
    expect(imported.status).toBe('UNALLOCATED');
    const payment = await kit.splits.createSplitPayment({
      body: { ...kit.payment(shop, [{ amount: 5_000, commission: 500 }]), pspReference: 'LATE-SPLIT-1' },
    });

    const run = await reconcile(integrated);
    expect(run).toMatchObject({ status: 'DONE', outcome: { reports: [], pspLinesMatched: 1 } });
    expect((await kit.splits.getSplitPayment({ params: { splitCode: payment.code } })).status).toBe('RECONCILED');
    const [line] = await kit.platform.database.db
      .select({ status: pspReportLines.status, splitCode: pspReportLines.splitCode })
      .from(pspReportLines)
      .where(eq(pspReportLines.executionId, imported.executionId));
    expect(line).toEqual({ status: 'RECONCILED', splitCode: payment.code });
    const [integrationShown] = await kit.psp.listPspIntegrations({ params: divisionOf(integrated) });
    expect(integrationShown?.lastImport?.executionId).toBeDefined();

    const balances = await kit.balancesOf(shop.sellerAccounts[0] ?? '');
    expect(await reconcile(integrated)).toMatchObject({ outcome: { reports: [], pspLinesMatched: 0 } });
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toEqual(balances);
  });

  it('is refused while no integration of the division has auto-reconciliation enabled, and queues nothing', async () => {
    const integrated = await kit.integratedShop();
    await kit.psp.updatePspIntegration({
      params: { ...divisionOf(integrated), integrationCode: integrated.integration.code },
      body: { autoReconciliation: 'DISABLED' },
    });
    const refused = await failureOf(kit.psp.triggerAutoReconciliation({ params: divisionOf(integrated) }));
    expect(refused).toMatchObject({
      status: 409,
      error: { message: expect.stringMatching(/^Auto-reconciliation is disabled/) },
    });
    expect(await runsOf(integrated.shop.divisionCode)).toEqual([]);
    const missing = await failureOf(
      kit.psp.getAutoReconciliationRun({ params: { ...divisionOf(integrated), runCode: 'AR-NONE' } }),
    );
    expect(missing).toMatchObject({ status: 404, error: { message: 'Auto-reconciliation run AR-NONE not found' } });
  });
});

describe('scheduled auto-reconciliation', () => {
  it('runs daily at 06:00 UTC once scheduled, and queues the next date after each run', async () => {
    const integrated = await kit.integratedShop();
    const { shop } = integrated;
    expect(await queuedDates(shop.divisionCode)).toEqual([]);
    await kit.psp.updatePspIntegration({
      params: { ...divisionOf(integrated), integrationCode: integrated.integration.code },
      body: { scheduling: 'SCHEDULED' },
    });
    const [first] = await queuedDates(shop.divisionCode);
    expect(first === today() || first === tomorrow().toISOString().slice(0, 10)).toBe(true);
    await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 2_000, commission: 200 }]) });

    const sixOClock = new Date(`${first}T06:00:00Z`);
    expect(await kit.platform.jobs.runDue({ now: new Date(sixOClock.getTime() - 1_000) })).toBe(0);
    await kit.platform.jobs.runDue({ now: sixOClock });
    const [run] = await runsOf(shop.divisionCode);
    expect(run).toMatchObject({ trigger: 'SCHEDULED', runDate: first, status: 'DONE' });
    const next = new Date(sixOClock.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(await queuedDates(shop.divisionCode)).toEqual([first, next]);
  });

  it('runs one date once when two platform processes share the database', async () => {
    const integrated = await kit.integratedShop();
    const { shop } = integrated;
    const params = { ...divisionOf(integrated), integrationCode: integrated.integration.code };
    await Promise.all([
      kit.psp.updatePspIntegration({ params, body: { scheduling: 'SCHEDULED' } }),
      kit.psp.updatePspIntegration({ params, body: { scheduling: 'SCHEDULED' } }),
    ]);
    const [first] = await queuedDates(shop.divisionCode);
    expect(await queuedDates(shop.divisionCode)).toHaveLength(1);
    await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 3_000, commission: 300 }]) });
    // Each process runs its own runner on the one database (on PostgreSQL when DATABASE_URL is set).
    const processes = [1, 2].map(() =>
      createJobRunner({ database: kit.platform.database, logger: createLogger('silent'), definitions: jobDefinitions }),
    );
    const files = (await kit.stored()).files;
    await Promise.all(processes.map((runner) => runner.runDue({ now: new Date(`${first}T06:00:00Z`) })));
    const runs = await kit.platform.database.db
      .select({ runs: count() })
      .from(autoReconciliationRuns)
      .where(
        and(
          eq(autoReconciliationRuns.divisionCode, shop.divisionCode),
          eq(autoReconciliationRuns.runDate, first as string),
        ),
      );
    expect(runs).toEqual([{ runs: 1 }]);
    expect((await kit.stored()).files - files).toBeLessThanOrEqual(1);
  });
});
