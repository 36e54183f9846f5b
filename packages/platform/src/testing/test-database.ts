import { createPglite } from '../db/create-pglite.ts';
import type { Database } from '../db/database.ts';
import { openDatabase, openPgliteDatabase } from '../db/open-database.ts';
import { createFreshPostgresDatabase } from './fresh-postgres-database.ts';
import { migratedPgliteDump } from './pglite-template.ts';

export interface TestDatabase {
  database: Database;
  /** The environment that points the platform at this database. */
  env: Record<string, string>;
  /** Closes the database, and drops it from the PostgreSQL server. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test: an in-memory PGlite loaded from the migrated dump, or, when
 * DATABASE_URL is set, a new database of its own on that PostgreSQL server, copied from the migrated template.
 * Either way the migrations ran from zero once (the dump's or the template's build), not per test.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPgliteDatabase(await createPglite({ loadDataDir: await migratedPgliteDump() }));
    // A test with an external issuer (production) runs on PGlite by choice.
    return {
      database,
      env: { OPS_DATA_DIR: 'memory://', OPS_ALLOW_EMBEDDED: '1' },
      close: () => database.close(),
    };
  }
  const fresh = await createFreshPostgresDatabase(serverUrl);
  try {
    const database = await openDatabase({ kind: 'postgres', url: fresh.url });
    return {
      database,
      env: { DATABASE_URL: fresh.url },
      async close() {
        await database.close();
        await fresh.drop();
      },
    };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}
