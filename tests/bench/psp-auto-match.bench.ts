// Auto-matching's PSP side (issue 34): 10,000 unmatched PSP report lines against 100,000 open payments of one
// division with its tolerance rule (5 minor units, 2 days), by the division's auto-reconciliation as the platform
// runs it: queued through its route and run by its job (`reconcileDivision`: the lines naming their transactions,
// then the tolerance rule, `matchReportLinesWithinTolerance`). Timed from outside, from the call that queues it until
// its finished run is read back, on PGlite in memory, with the process's CPU time beside it; then on the PostgreSQL
// server at 127.0.0.1:5432 (or DATABASE_URL) when one answers, for comparison. The run must leave every line as its
// kind says (matched once with its payment and the difference recorded, or open), only the matched payments
// reconciled, the seller's money moved by exactly their shares, and the ledger's invariants. Budget: 10 s on PGlite.

import { pspProblemsOf } from '../../packages/platform/src/services/psp-adapter/auto-reconciliation/testing/psp-auto-match-checks.ts';
import { pspAutoMatchDataset } from '../../packages/platform/src/services/psp-adapter/auto-reconciliation/testing/psp-auto-match-dataset.ts';
import {
  type PspTestKit,
  startPspTest,
} from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';
import {
  divisionOf,
  today,
} from '../../packages/platform/src/services/psp-adapter/workbench/testing/psp-workbench-kit.ts';
import { autoMatchFigures, timedAutoMatch } from './auto-match-figures.ts';
import { withKitOnBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

async function measure(kit: PspTestKit, driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const setupStart = performance.now();
  const dataset = await pspAutoMatchDataset(kit);
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const sellerBefore = await kit.balancesOf(dataset.shop.sellerAccounts[0] ?? '');
  // A call just before the measured one: the client's idle connection, closed by the server meanwhile, is gone.
  await kit.psp.listPspIntegrations({ params: divisionOf(dataset.shop) });

  const measured = await timedAutoMatch(driver, async () => {
    const queued = await kit.psp.triggerAutoReconciliation({ params: divisionOf(dataset.shop) });
    // Tomorrow morning: today, whose report was fetched, is a closed day, so the run fetches nothing.
    await kit.platform.jobs.runDue({ now: new Date(Date.parse(`${today()}T08:00:00Z`) + 86_400_000) });
    return kit.psp.getAutoReconciliationRun({ params: { ...divisionOf(dataset.shop), runCode: queued.code } });
  });
  const run = measured.result;
  const matched = dataset.lines.filter((line) => line.payment).length;
  if (run.status !== 'DONE' || run.outcome?.pspLinesMatched !== matched) {
    throw new Error(`the run is ${run.status}, ${run.outcome?.pspLinesMatched} lines matched, not ${matched}`);
  }
  return autoMatchFigures(
    driver,
    { ...measured, lineCount: dataset.lines.length, matched },
    { what: 'the division, its payments and lines', seconds: setupSeconds },
    await pspProblemsOf(kit, dataset, sellerBefore),
  );
}

const figures = await withKitOnBothDatabases(startPspTest, measure);
report(
  'Auto-matching 10,000 PSP report lines against 100,000 open payments by a tolerance rule (PGlite; PostgreSQL 15 when it answers)',
  figures,
);
