import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { currentActivityOrigin } from './activity-origin.ts';
import { retryOnConflict } from './retry-on-conflict.ts';
import type * as schema from './schema/index.ts';

export type DatabaseSchema = typeof schema;
export type Queryable = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, DatabaseSchema, ExtractTablesWithRelations<DatabaseSchema>>;
export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * The one door to the database. Everything that writes goes through `transaction`; reads outside a
 * transaction use `db`. The same code runs on PGlite (one connection) and on PostgreSQL (a pool).
 */
export interface Database {
  readonly driver: DatabaseDriver;
  /** For reads outside a transaction. Inside `transaction(work)` use the `tx` it hands you. */
  readonly db: Queryable;
  /**
   * Runs `work` in one transaction: all of its writes happen, or none do. On PostgreSQL a transaction ended as a
   * deadlock victim or a serialization failure runs again (`retryOnConflict`), so `work` must be safe to repeat.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (sent by any process on PostgreSQL, in-process on PGlite), and once
   * each time the LISTEN takes effect (first, and after a cut connection), as what was sent before is lost; answers
   * the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Subscribes to a NOTIFY channel on the driver's own connection: `Database.listen`. */
export type ListenToChannel = Database['listen'];

/** Thrown when code inside a transaction reaches for the database outside it (a deadlock on PGlite). */
export class TransactionMisuseError extends Error {
  override name = 'TransactionMisuseError';
}

export function createDatabase(
  driver: DatabaseDriver,
  db: Queryable,
  closeConnection: () => Promise<void>,
  listen: ListenToChannel,
): Database {
  // PGlite has a single connection: two transactions must not interleave their statements on it.
  const mutex = driver === 'pglite' ? new Mutex() : undefined;
  const insideTransaction = new AsyncLocalStorage<true>();
  const refuseNesting = (what: string) => {
    if (insideTransaction.getStore()) {
      throw new TransactionMisuseError(`${what} inside database.transaction(): use the transaction it hands you`);
    }
  };
  return {
    driver,
    get db() {
      refuseNesting('database.db');
      return db;
    },
    transaction(work) {
      refuseNesting('database.transaction()');
      const origin = currentActivityOrigin();
      const run = () =>
        db.transaction(async (tx) => {
          // The audit entries this transaction writes say where it came from (`audit_events_fill_origin`).
          if (origin) await tx.execute(sql`select set_config('ops.activity', ${JSON.stringify(origin)}, true)`);
          return insideTransaction.run(true, () => work(tx));
        });
      // PGlite runs one transaction at a time: it has no deadlocks to retry.
      return mutex ? mutex.runExclusive(run) : retryOnConflict(run);
    },
    listen,
    close: closeConnection,
  };
}
