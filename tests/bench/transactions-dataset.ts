// The large transactions dataset of the transactions list benchmark: 1,000,000 payments, refunds and chargebacks
// of one merchant, 400,000 of them in one division, over the last 365 days, in every status and type
// (`writeBulkTransactions`). The PGlite data folder is cached under node_modules/.cache/ops-platform, keyed by
// PGlite's version, the migrations and the writer, and copied for each run: the first run writes it (a few minutes
// on 2 cores), later runs start in seconds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../packages/platform/src/db/open-database.ts';
import {
  transactionCountDrift,
  writeBulkTransactions,
} from '../../packages/platform/src/services/fund/splits/testing/bulk-transactions.ts';

const platformRoot = fileURLToPath(new URL('../../packages/platform/', import.meta.url));
const cacheDir = join(platformRoot, 'node_modules', '.cache', 'ops-platform');
const folderPrefix = 'bench-transactions-';
const writer = join(platformRoot, 'src/services/fund/splits/testing/bulk-transactions.ts');

export const transactionCount = 1_000_000;

function datasetKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(platformRoot, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(readFileSync(writer));
  const migrations = join(platformRoot, 'drizzle');
  for (const name of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name);
    hash.update(readFileSync(join(migrations, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The cached data folder, written now when missing; answers how long writing took, if it ran. */
export async function transactionsDataset(): Promise<{ folder: string; writeSeconds?: number }> {
  const folder = join(cacheDir, `${folderPrefix}${datasetKey()}`);
  if (existsSync(folder)) return { folder };
  for (const entry of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    if (entry.startsWith(folderPrefix)) rmSync(join(cacheDir, entry), { recursive: true, force: true });
  }
  const partial = `${folder}.${process.pid}.partial`;
  const database = await openDatabase({ kind: 'pglite', dataDir: partial });
  console.log(`Writing ${transactionCount.toLocaleString('en')} transactions into a PGlite data folder (cached)...`);
  const started = performance.now();
  try {
    await writeBulkTransactions(database, transactionCount, (written) =>
      console.log(`  transactions: ${written.toLocaleString('en')} of ${transactionCount.toLocaleString('en')}`),
    );
    const drift = await transactionCountDrift(database.db);
    if (drift.length > 0) throw new Error(`transaction counts drifted from the rows: ${JSON.stringify(drift)}`);
  } finally {
    await database.close();
  }
  renameSync(partial, folder);
  return { folder, writeSeconds: (performance.now() - started) / 1000 };
}
