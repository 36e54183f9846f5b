// One due date of the payout scheduler for a division of 100,000 sellers (OPS_BENCH_SELLERS to change it), each
// paid out by the scheduler with money confirmed and an IBAN selected: the `payouts.scheduledRun` job from claim to
// its last request, on PGlite. Every seller must get exactly one request of its whole balance.
import { performance } from 'node:perf_hooks';
import { runAction, setConfigAction } from '../../packages/core/src/actions/index.ts';
import { plannedDates } from '../../packages/platform/src/jobs/schedules/testing/planned-dates.ts';
import { createLedgerDivision } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import {
  insertScheduledSellers,
  payoutRequestTotals,
} from '../../packages/platform/src/services/fund/scheduler/testing/scheduled-sellers.ts';
import { opsActionContext } from '../../packages/platform/src/testing/ops-action-context.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { report } from './report.ts';

const sellers = Number(process.env.OPS_BENCH_SELLERS ?? 100_000);
const amount = 1_000;
const budgetSeconds = 30;

const platform = await startTestPlatform({ env: { NODE_ENV: 'production' } });
try {
  const division = await createLedgerDivision(platform.database, { sellers: 0 });
  await insertScheduledSellers(platform.database, division, sellers, amount);
  const email = 'ops@sandbox.test';
  const context = opsActionContext(platform, { token: await platform.tokenFor(email), email }, division);
  await runAction(setConfigAction, context, { payoutScheduler: { enabled: true, frequency: { preset: 'EVERY_DAY' } } });
  const [dueDate] = await plannedDates(platform.database.db, `payouts:${division.divisionCode}`);

  const started = performance.now();
  await platform.jobs.runDue({ now: new Date(`${dueDate}T00:00:00Z`) });
  const seconds = (performance.now() - started) / 1000;

  const made = await payoutRequestTotals(platform.database, division.divisionCode);
  if (made.requests !== sellers || made.total !== sellers * amount) {
    throw new Error(`${made.requests} requests of ${made.total} in all for ${sellers} sellers of ${amount} each`);
  }
  report('Payout scheduler: one due date of one division, a request for every scheduled seller', [
    {
      name: `pglite: ${sellers.toLocaleString('en')} sellers, one due date`,
      value: seconds,
      unit: 's',
      budget: budgetSeconds,
    },
    { name: 'pglite: requests/s', value: sellers / seconds, unit: 'requests/s' },
  ]);
} finally {
  await platform.close();
}
