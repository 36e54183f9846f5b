// A benchmark's seeded PGlite data folder, cached under packages/platform/node_modules/.cache/ops-platform and keyed
// by PGlite's version, the migrations and the writer's sources (and what else the caller names), so a change to
// any of them writes it again; older folders of the same prefix are removed. Each run copies it (`cpSync`).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../packages/platform/src/db/database.ts';
import { openDatabase } from '../../packages/platform/src/db/open-database.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';

export const platformRoot = fileURLToPath(new URL('../../packages/platform/', import.meta.url));
const cacheDir = join(platformRoot, 'node_modules', '.cache', 'ops-platform');

export interface CachedDataFolder {
  /** The start of the folder's name, e.g. 'bench-transactions-'. */
  prefix: string;
  /** Files of the platform (paths from packages/platform/) whose content the data depends on, besides migrations. */
  sources: readonly string[];
  /** Anything else the data depends on (a row count). */
  salt?: string;
  write: (database: Database) => Promise<void>;
}

/** The dataset's key: PGlite's version, the migrations, the writer's sources and the salt. */
export function datasetKey({ sources, salt = '' }: CachedDataFolder): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(platformRoot, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(salt);
  for (const source of sources) hash.update(readFileSync(join(platformRoot, source)));
  const migrations = join(platformRoot, 'drizzle');
  for (const name of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name);
    hash.update(readFileSync(join(migrations, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The cached data folder, written now when missing; answers how long writing took, if it ran. */
export async function cachedDataFolder(dataset: CachedDataFolder): Promise<{ folder: string; writeSeconds?: number }> {
  const folder = join(cacheDir, `${dataset.prefix}${datasetKey(dataset)}`);
  if (existsSync(folder)) return { folder };
  for (const entry of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    if (entry.startsWith(dataset.prefix)) rmSync(join(cacheDir, entry), { recursive: true, force: true });
  }
  const partial = `${folder}.${process.pid}.partial`;
  const database = await openDatabase({ kind: 'pglite', dataDir: partial });
  const started = performance.now();
  try {
    await dataset.write(database);
  } finally {
    await database.close();
  }
  renameSync(partial, folder);
  return { folder, writeSeconds: (performance.now() - started) / 1000 };
}

/**
 * The platform in-process on a fresh copy of a cached data folder (in a new temporary `runFolder` the caller
 * removes), in production mode: answers are not checked against the contract, as in a deployment. `prepare` may
 * change the copy before the platform opens it.
 */
export async function startPlatformOnCopy(
  folder: string,
  prepare?: (database: Database) => Promise<void>,
): Promise<{ platform: TestPlatform; runFolder: string }> {
  const runFolder = mkdtempSync(join(tmpdir(), 'ops-bench-'));
  const dataDir = join(runFolder, 'pgdata');
  cpSync(folder, dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await prepare?.(database);
  const platform = await startTestPlatform({
    database: { database, env: { OPS_DATA_DIR: dataDir }, close: () => database.close() },
    env: { NODE_ENV: 'production' },
  });
  return { platform, runFolder };
}
