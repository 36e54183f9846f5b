import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config.ts';
import { createPglite } from './create-pglite.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { createDatabase, type Database } from './database.ts';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate.ts';
import { reconnectDelaySeconds } from './reconnect-backoff.ts';
import * as schema from './schema/index.ts';
import { statementTimeoutMs, watchedSocket } from './watched-socket.ts';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir === 'memory://') return openPgliteDatabase(await createPglite({ dataDir }));
  // PGlite creates only the last folder of its data path.
  mkdirSync(dirname(dataDir), { recursive: true });
  const lock = await lockDataFolder(dataDir);
  try {
    return await openPgliteDatabase(await createPglite({ dataDir }), () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Wraps an open PGlite (for instance one loaded from a dump) and brings its schema up to date; `afterClose` runs
 * once the client is closed (the data folder's lock).
 */
export async function openPgliteDatabase(client: PGlite, afterClose: () => void = () => {}): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePgliteDatabase(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return createDatabase(
    'pglite',
    db,
    async () => {
      await client.close();
      afterClose();
    },
    async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      onNotify();
      return unlisten;
    },
  );
}

async function openPostgres(url: string): Promise<Database> {
  // A server that does not answer fails a call in seconds (503), not after the driver's default of 30 s; a
  // connection is renewed now and then, so one broken during an outage is not kept. A statement ends after 8 s
  // (SQLSTATE 57014, a 503), and a connection silent after a request, as through a network partition, is cut
  // after 10 s (watched-socket.ts); idle ones are probed by TCP keepalive. A connection cut waits at most a second
  // before it connects again (reconnect-backoff.ts).
  // postgres.js takes a `socket` its types do not name: the options are a variable, not checked as a literal.
  const options = {
    max: 10,
    connect_timeout: 5,
    idle_timeout: 60,
    max_lifetime: 30 * 60,
    connection: { statement_timeout: statementTimeoutMs },
    socket: watchedSocket,
    backoff: reconnectDelaySeconds,
    onnotice: () => {},
  };
  const sql = postgres(url, options);
  const db = drizzlePostgres({ client: sql, schema });
  try {
    await migratePostgresDatabase(db, sql);
  } catch (error) {
    await sql.end();
    throw error;
  }
  // postgres.js listens on a connection of its own, and listens again after it was cut.
  return createDatabase(
    'postgres',
    db,
    () => sql.end({ timeout: 5 }),
    async (channel, onNotify) => {
      // The third argument runs each time the LISTEN is (re)established.
      const { unlisten } = await sql.listen(channel, onNotify, onNotify);
      return unlisten;
    },
  );
}
