// A benchmark's platform on its cached dataset, on either database: on PGlite, a copy of the cached data folder
// (cached-data-folder.ts); on PostgreSQL (DATABASE_URL), a copy of the dataset kept on the server as
// `ops_bench_<prefix><key>` (the same key), written there once by the same writer: the server copies it as a template
// in seconds where writing takes minutes. Kept datasets stay on the server, one a dataset and migration set; drop
// an `ops_bench_` database to free its space.
import { rmSync } from 'node:fs';
import { openDatabase } from '../../packages/platform/src/db/open-database.ts';
import {
  createFreshPostgresDatabase,
  keptPostgresDatabase,
} from '../../packages/platform/src/testing/fresh-postgres-database.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { type CachedDataFolder, cachedDataFolder, datasetKey, startPlatformOnCopy } from './cached-data-folder.ts';

export interface DatasetPlatform {
  platform: TestPlatform;
  /** How long writing the dataset took, when this run wrote it. */
  writeSeconds?: number;
  /** Closes the platform and removes its copy of the dataset. */
  close(): Promise<void>;
}

/** The platform in-process, in production mode, on a fresh copy of the dataset on `driver`. */
export async function startPlatformOnDataset(
  dataset: CachedDataFolder,
  driver: 'pglite' | 'postgres',
): Promise<DatasetPlatform> {
  if (driver === 'pglite') {
    const { folder, writeSeconds } = await cachedDataFolder(dataset);
    const { platform, runFolder } = await startPlatformOnCopy(folder);
    return {
      platform,
      writeSeconds,
      async close() {
        await platform.close();
        rmSync(runFolder, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('a dataset on PostgreSQL needs DATABASE_URL');
  const kept = `ops_bench_${dataset.prefix.replaceAll('-', '_')}${datasetKey(dataset)}`;
  const started = performance.now();
  const written = await keptPostgresDatabase(serverUrl, kept, async (url) => {
    // A writer's statement (100,000 rows at once) may take longer than the platform's statement timeout on a busy
    // server: off while writing (a startup parameter of the URL overrides the platform's).
    const writing = new URL(url);
    writing.searchParams.set('statement_timeout', '0');
    const database = await openDatabase({ kind: 'postgres', url: writing.href });
    try {
      await dataset.write(database);
    } finally {
      await database.close();
    }
  });
  const writeSeconds = written ? (performance.now() - started) / 1000 : undefined;
  const copy = await createFreshPostgresDatabase(serverUrl, kept);
  const database = await openDatabase({ kind: 'postgres', url: copy.url });
  const platform = await startTestPlatform({
    database: {
      database,
      env: { DATABASE_URL: copy.url },
      async close() {
        await database.close();
        await copy.drop();
      },
    },
    env: { NODE_ENV: 'production' },
  });
  return { platform, writeSeconds, close: () => platform.close() };
}
