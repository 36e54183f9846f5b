// The large demo dataset's merchants and sellers (1,000 merchants, 100,000 sellers, 30,000 of them in one
// division), for the benchmarks that read them. Only the merchant and seller steps of the seed run: the money history
// adds nothing these benchmarks read but zero-or-not balances, and takes many minutes. The seeded PGlite folder is
// cached (cached-data-folder.ts), keyed by PGlite's version, the migrations and the seed's source, and copied for
// each run: the first run seeds (about 20 s on 2 cores), later runs start in seconds. On PostgreSQL it is kept on the
// server the same way (dataset-platform.ts).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../packages/platform/src/db/database.ts';
import { analyzeSeededTables } from '../../packages/platform/src/seed/seed-database.ts';
import { seedPlan } from '../../packages/platform/src/seed/seed-plan.ts';
import { merchantsStep } from '../../packages/platform/src/seed/steps/merchants-step.ts';
import { sellersStep } from '../../packages/platform/src/seed/steps/sellers-step.ts';
import type { TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { type CachedDataFolder, cachedDataFolder, platformRoot, startPlatformOnCopy } from './cached-data-folder.ts';

const seedFolder = fileURLToPath(new URL('../../packages/platform/src/seed/', import.meta.url));

/** The merchants and sellers of the large seed, written by its own steps; keyed by the seed's sources too. */
export const largeData: CachedDataFolder = {
  prefix: 'bench-large-',
  sources: readdirSync(seedFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(platformRoot, join(entry.parentPath, entry.name)))
    .sort(),
  async write(database) {
    console.log('Seeding the large merchants and sellers (cached for later runs)...');
    const plan = seedPlan('large');
    await merchantsStep.run(database, plan, () => {});
    await sellersStep.run(database, plan, (done, total) => {
      if (done % 20_000 === 0) console.log(`  sellers: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`);
    });
    await analyzeSeededTables(database);
  },
};

/**
 * The platform in-process on a fresh copy of the large dataset, in production mode (answers are not checked
 * against the contract, as in a deployment). `prepare` may change the copy before the platform opens it.
 */
export async function startLargePlatform(
  prepare?: (database: Database) => Promise<void>,
): Promise<{ platform: TestPlatform; seedSeconds: number | undefined; runFolder: string }> {
  const { folder, writeSeconds } = await cachedDataFolder(largeData);
  return { ...(await startPlatformOnCopy(folder, prepare)), seedSeconds: writeSeconds };
}
