// PGlite's table maintenance (issue 31, `db/maintenance/`): one run, and the division's seller list (first page,
// with balances, as the web asks) asked one request after another while it goes, against the same list asked alone
// before and after it. PGlite runs in the platform's own thread and answers one statement at a time: a request waits
// for the statement under way. Two folders:
// - `npm start`'s: a PGlite data folder seeded with the small demo data in this process, as `npm start` seeds and then
//   serves, so the run is the first one after a start (the seed analyzes only some tables).
// - a long-lived one: the large dataset (100,000 sellers, 30,000 in the division asked; large-dataset.ts, cached)
//   with a third of the sellers changed since the seed's analyze (their rows updated, as a KYC sweep would), which
//   leaves dead rows under every index of the sellers' table and clears their pages' visibility bits.
// Budget: no request waits more than the 10 s a connection may be silent on PostgreSQL (watched-socket.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccountOwnerClient, createApiClient } from '../../packages/core/src/api/index.ts';
import { createPglite } from '../../packages/platform/src/db/create-pglite.ts';
import { maintainTables } from '../../packages/platform/src/db/maintenance/maintain-tables.ts';
import { openPgliteDatabase } from '../../packages/platform/src/db/open-database.ts';
import { seedDatabase } from '../../packages/platform/src/seed/seed-database.ts';
import { migratedPgliteDump } from '../../packages/platform/src/testing/pglite-template.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { startLargePlatform } from './large-dataset.ts';
import { percentile } from './percentile.ts';
import { type BenchFigure, report } from './report.ts';

const opsEmail = 'ops@sandbox.test';
/** The largest division of both datasets. */
const scope = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };
const requestsAlone = 30;
const waitLimitMs = 10_000;

async function measure(name: string, platform: TestPlatform): Promise<BenchFigure[]> {
  const token = await platform.tokenFor(opsEmail);
  const accountOwner = createAccountOwnerClient(
    createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
  const timing = (request: () => Promise<unknown>) => async () => {
    const started = performance.now();
    await request();
    return performance.now() - started;
  };
  const timed = timing(() =>
    accountOwner.listDivisionAccountHolders({ params: scope, query: { limit: 25, _fragments: 'balances' } }),
  );
  // Across merchants, a country's sellers counted from an index alone: as fast as the visibility map lets it be.
  const timedCountry = timing(() =>
    accountOwner.listAccountHolders({ query: { limit: 25, _fragments: 'balances', query: 'country:nld' } }),
  );
  const timedAlone = async (request = timed) => {
    const timings: number[] = [];
    for (let index = 0; index < requestsAlone; index += 1) timings.push(await request());
    return timings.sort((a, b) => a - b);
  };
  for (let index = 0; index < 5; index += 1) await Promise.all([timed(), timedCountry()]);
  const before = await timedAlone();
  const countryBefore = await timedAlone(timedCountry);

  let running = true;
  const run = maintainTables(platform.database).finally(() => {
    running = false;
  });
  const beside: number[] = [];
  while (running) beside.push(await timed());
  const { statements, ms, checkMs } = await run;
  beside.sort((a, b) => a - b);
  const longest = [...statements].sort((a, b) => b.ms - a.ms);
  console.log(`${name}: ${statements.length} statements; the longest:`, longest.slice(0, 6));
  const after = await timedAlone();
  const countryAfter = await timedAlone(timedCountry);
  return [
    { name: `${name}: one run (${statements.length} statements)`, value: ms, unit: 'ms' },
    { name: `${name}: reading what changed`, value: checkMs, unit: 'ms' },
    { name: `${name}: longest (${longest[0]?.did} ${longest[0]?.table})`, value: longest[0]?.ms ?? 0, unit: 'ms' },
    { name: `${name}: list alone before: p50`, value: percentile(before, 0.5), unit: 'ms' },
    { name: `${name}: list alone before: max`, value: before.at(-1) ?? 0, unit: 'ms' },
    { name: `${name}: list beside the run (${beside.length}): p50`, value: percentile(beside, 0.5), unit: 'ms' },
    { name: `${name}: list beside the run: max`, value: beside.at(-1) ?? 0, unit: 'ms', budget: waitLimitMs },
    { name: `${name}: list alone after: p50`, value: percentile(after, 0.5), unit: 'ms' },
    { name: `${name}: list alone after: max`, value: after.at(-1) ?? 0, unit: 'ms' },
    { name: `${name}: country:nld across merchants before: p95`, value: percentile(countryBefore, 0.95), unit: 'ms' },
    { name: `${name}: country:nld across merchants after: p95`, value: percentile(countryAfter, 0.95), unit: 'ms' },
  ];
}

/** `npm start`'s folder: the small demo data seeded in this process, into a PGlite data folder. */
async function demoFigures(): Promise<BenchFigure[]> {
  const folder = mkdtempSync(join(tmpdir(), 'ops-bench-'));
  const dataDir = join(folder, 'pgdata');
  const database = await openPgliteDatabase(await createPglite({ dataDir, loadDataDir: await migratedPgliteDump() }));
  const platform = await startTestPlatform({
    database: { database, env: { OPS_DATA_DIR: dataDir }, close: () => database.close() },
    env: { NODE_ENV: 'production' },
  });
  try {
    await seedDatabase(platform.database, 'small');
    return await measure('demo data, first run after the seed', platform);
  } finally {
    await platform.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The large dataset, a third of its sellers changed since it was analyzed. */
async function largeFigures(): Promise<BenchFigure[]> {
  const { platform, runFolder } = await startLargePlatform(async (database) => {
    await database.db.execute(
      `update account_holders set updated_at = updated_at + interval '1 second' where abs(hashtext(code)) % 3 = 0`,
    );
  });
  try {
    return await measure('large, a third of the sellers changed', platform);
  } finally {
    await platform.close();
    rmSync(runFolder, { recursive: true, force: true });
  }
}

report('Table maintenance on PGlite, and a request beside it', [...(await demoFigures()), ...(await largeFigures())]);
