// The large demo dataset's merchants and sellers (1,000 merchants, 100,000 sellers, 30,000 of them in one
// division) in a PGlite data folder, for the benchmarks that read them. Only the merchant and seller steps of the
// seed run: the money history adds nothing these benchmarks read but zero-or-not balances, and takes many minutes.
// The seeded folder is cached under node_modules/.cache/ops-platform, keyed by PGlite's version, the migrations
// and the seed's source, and copied for each run: the first run seeds (about 20 s on 2 cores), later runs start
// in seconds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../packages/platform/src/db/database.ts';
import { openDatabase } from '../../packages/platform/src/db/open-database.ts';
import { analyzeSeededTables } from '../../packages/platform/src/seed/seed-database.ts';
import { seedPlan } from '../../packages/platform/src/seed/seed-plan.ts';
import { merchantsStep } from '../../packages/platform/src/seed/steps/merchants-step.ts';
import { sellersStep } from '../../packages/platform/src/seed/steps/sellers-step.ts';
import type { TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { startPlatformOnCopy } from './cached-data-folder.ts';

const platformRoot = fileURLToPath(new URL('../../packages/platform/', import.meta.url));
const cacheDir = join(platformRoot, 'node_modules', '.cache', 'ops-platform');

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

/**
 * The platform in-process on a fresh copy of the large dataset, in production mode (answers are not checked
 * against the contract, as in a deployment). `prepare` may change the copy before the platform opens it.
 */
export async function startLargePlatform(
  prepare?: (database: Database) => Promise<void>,
): Promise<{ platform: TestPlatform; seedSeconds: number | undefined; runFolder: string }> {
  const { folder, seedSeconds } = await largeDataset();
  return { ...(await startPlatformOnCopy(folder, prepare)), seedSeconds };
}
