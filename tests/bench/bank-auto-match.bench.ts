// Auto-matching (issue 34): 10,000 unmatched bank lines against 100,000 open payout items of one division with its
// tolerance rule (5 minor units, 2 days), by the division's auto-reconciliation as the platform runs it: queued
// through its route and run by its job (`reconcileDivision`: the lines naming their items, then the tolerance rule).
// Timed from outside, from the call that queues it until its finished run is read back, on PGlite in memory, with the
// process's CPU time beside it (PGlite runs in this process: the figure a busy machine changes least); then on the
// PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL) when one answers, for comparison. The run
// must leave every line as its kind says, matched once with the items it must hold or in the exceptions queue with
// its reason, the payout balances down by exactly what the matched items booked, and the ledger's invariants.
// Budget: 10 s on PGlite.

import { createPspAdapterClient } from '../../packages/core/src/api/index.ts';
import type { PayoutTestKit } from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { startPayoutTest } from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import {
  payoutTotal,
  problemsOf,
} from '../../packages/platform/src/services/reconciliation/tolerance/testing/auto-match-checks.ts';
import { autoMatchDataset } from '../../packages/platform/src/services/reconciliation/tolerance/testing/auto-match-dataset.ts';
import { divisionOf } from '../../packages/platform/src/services/reconciliation/workbench/testing/workbench-kit.ts';
import { autoMatchFigures, timedAutoMatch } from './auto-match-figures.ts';
import { withKitOnBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

async function measure(kit: PayoutTestKit, driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const setupStart = performance.now();
  const dataset = await autoMatchDataset(kit);
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const psp = createPspAdapterClient(kit.api);
  const payoutBefore = await payoutTotal(kit, dataset.division.divisionCode);
  // A call just before the measured one: the client's idle connection, closed by the server meanwhile, is gone.
  await kit.reconciliation.getToleranceRule({ params: divisionOf(dataset.division) });

  const measured = await timedAutoMatch(driver, async () => {
    const queued = await psp.triggerAutoReconciliation({ params: divisionOf(dataset.division) });
    await kit.platform.jobs.runDue({ now: new Date(Date.now() + 86_400_000) });
    return psp.getAutoReconciliationRun({ params: { ...divisionOf(dataset.division), runCode: queued.code } });
  });
  const run = measured.result;

  const matched = dataset.lines.filter((line) => line.items.length > 0).length;
  if (run.status !== 'DONE' || run.outcome?.bankLinesMatched !== matched) {
    throw new Error(`the run is ${run.status}, ${run.outcome?.bankLinesMatched} lines matched, not ${matched}`);
  }
  return autoMatchFigures(
    driver,
    { ...measured, lineCount: dataset.lines.length, matched },
    { what: 'the division, its items and lines', seconds: setupSeconds },
    await problemsOf(kit, dataset, payoutBefore),
  );
}

const figures = await withKitOnBothDatabases(startPayoutTest, measure);
report(
  'Auto-matching 10,000 bank lines against 100,000 open payout items by a tolerance rule (PGlite; PostgreSQL 15 when it answers)',
  figures,
);
