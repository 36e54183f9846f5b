// Latency of the seller list and merchant search over HTTP on the large demo dataset's merchants and sellers
// (1,000 merchants, 100,000 sellers, 30,000 of them in one division) on PGlite in a data folder, as `npm start`
// runs it. Only the merchant and seller steps of the seed run: the money history adds nothing these calls read
// but zero-or-not balances, and takes many minutes. The seeded folder is cached under
// node_modules/.cache/ops-platform, keyed by PGlite's version, the migrations and the seed's source, and copied
// for each run: the first run seeds (about 20 s on 2 cores), later runs start in seconds.
// Budget (issue 3): p95 under 50 ms for each kind of request.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccountOwnerClient, createApiClient } from '../../packages/core/src/api/index.ts';
import { openDatabase } from '../../packages/platform/src/db/open-database.ts';
import { analyzeSeededTables } from '../../packages/platform/src/seed/seed-database.ts';
import { seedPlan } from '../../packages/platform/src/seed/seed-plan.ts';
import { merchantsStep } from '../../packages/platform/src/seed/steps/merchants-step.ts';
import { sellersStep } from '../../packages/platform/src/seed/steps/sellers-step.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { type BenchFigure, report } from './report.ts';

const platformRoot = fileURLToPath(new URL('../../packages/platform/', import.meta.url));
const cacheDir = join(platformRoot, 'node_modules', '.cache', 'ops-platform');
const warmUpRequests = 20;
const measuredRequests = 200;
const p95BudgetMs = 50;
const opsEmail = 'ops@sandbox.test';
/** The largest division of the large dataset. */
const scope = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };

function datasetKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(platformRoot, 'node_modules/@electric-sql/pglite/package.json')));
  for (const folder of ['drizzle', 'src/seed']) {
    const entries = readdirSync(join(platformRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of entries) {
      hash.update(file.slice(platformRoot.length));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The cached seeded data folder, seeded now when missing; answers how long seeding took, if it ran. */
async function largeDataset(): Promise<{ folder: string; seedSeconds?: number }> {
  const folder = join(cacheDir, `bench-large-${datasetKey()}`);
  if (existsSync(folder)) return { folder };
  for (const entry of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    if (entry.startsWith('bench-large-')) rmSync(join(cacheDir, entry), { recursive: true, force: true });
  }
  const partial = `${folder}.${process.pid}.partial`;
  const database = await openDatabase({ kind: 'pglite', dataDir: partial });
  console.log('Seeding the large merchants and sellers into a PGlite data folder (cached for later runs)...');
  const started = performance.now();
  const plan = seedPlan('large');
  await merchantsStep.run(database, plan, () => {});
  await sellersStep.run(database, plan, (done, total) => {
    if (done % 20_000 === 0) console.log(`  sellers: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`);
  });
  await analyzeSeededTables(database);
  const seedSeconds = (performance.now() - started) / 1000;
  await database.close();
  renameSync(partial, folder);
  return { folder, seedSeconds };
}

function percentile(sortedMs: number[], share: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(share * sortedMs.length) - 1)] ?? Number.NaN;
}

/** Runs `request` for the warm-up, then times `measuredRequests` calls one after another. */
async function latency(name: string, request: (index: number) => Promise<unknown>): Promise<BenchFigure[]> {
  for (let index = 0; index < warmUpRequests; index += 1) await request(index);
  const timings: number[] = [];
  for (let index = 0; index < measuredRequests; index += 1) {
    const started = performance.now();
    await request(index);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return [
    { name: `${name}: p50`, value: percentile(timings, 0.5), unit: 'ms' },
    { name: `${name}: p95`, value: percentile(timings, 0.95), unit: 'ms', budget: p95BudgetMs },
  ];
}

const { folder, seedSeconds } = await largeDataset();
const runFolder = mkdtempSync(join(tmpdir(), 'ops-bench-'));
const dataDir = join(runFolder, 'pgdata');
cpSync(folder, dataDir, { recursive: true });
const database = await openDatabase({ kind: 'pglite', dataDir });
// Production mode: answers are not checked against the contract, as in a deployment.
const platform = await startTestPlatform({
  database: { database, env: { OPS_DATA_DIR: dataDir }, close: () => database.close() },
  env: { NODE_ENV: 'production' },
});
try {
  const token = await platform.tokenFor(opsEmail);
  const accountOwner = createAccountOwnerClient(
    createApiClient({
      baseUrl: `${platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => opsEmail,
    }),
  );
  const sellerPage = (index: number, filters: { search?: string; status?: 'IN_PROGRESS' | 'ACTIVE' | 'FAILED' }) =>
    accountOwner.listDivisionAccountHolders({
      params: scope,
      // 1-based, as the UI asks: the first pages most often, now and then one deep in the list.
      query: {
        page: [1, 2, 3, 1, 5, 10, 1, 40, 2, 200][index % 10] ?? 1,
        limit: 25,
        _fragments: 'balances',
        ...filters,
      },
    });
  const searches = ['jans', 'de vries', 'bakkerij', 'AH-0012', 'example.org', 'gemeente', 'sem', 'b.v.'];
  const statuses = ['IN_PROGRESS', 'ACTIVE', 'FAILED'] as const;
  const merchantCodes = ['M-HOLLAND-GOODS', 'M-FIETSPLAZA', 'M-NOORDZEE', 'M-ORANJE-MODE', 'm-delta', 'M-K'];
  const merchantNames = ['holland', 'fiets', 'noordzee', 'oranje mode', 'utrecht', 'kunst', 'delicatessen'];

  const figures = [
    ...(await latency('seller list, 30,000 sellers, 25 a page with balances', (index) => sellerPage(index, {}))),
    ...(await latency('seller list filtered by status', (index) =>
      sellerPage(index % 3, { status: statuses[index % statuses.length] }),
    )),
    ...(await latency('seller list searched by name, code or e-mail', (index) =>
      sellerPage(0, { search: searches[index % searches.length] }),
    )),
    ...(await latency('merchant search by code, 1,000 merchants', (index) =>
      accountOwner.searchMerchants({ query: { query: merchantCodes[index % merchantCodes.length] } }),
    )),
    ...(await latency('merchant search by name', (index) =>
      accountOwner.searchMerchants({ query: { query: merchantNames[index % merchantNames.length] } }),
    )),
  ];
  if (seedSeconds !== undefined) {
    figures.push({ name: 'seeding the large merchants and sellers on PGlite', value: seedSeconds, unit: 's' });
  }
  report('Account owner: seller list and merchant search over HTTP on the large dataset (PGlite)', figures);
} finally {
  await platform.close();
  rmSync(runFolder, { recursive: true, force: true });
}
