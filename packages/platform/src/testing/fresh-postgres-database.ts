import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import postgres from 'postgres';
import { openDatabase } from '../db/open-database.ts';
import { migrationsKey } from './migrations-key.ts';
import { testDatabasePrefix, testRun } from './postgres-test-run.ts';

export interface FreshPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server of `serverUrl`, for one test platform, dropped afterwards: a copy of the migrated
 * template (or of `template`, a benchmark's kept dataset), which PostgreSQL makes in a fraction of the time every
 * migration takes.
 */
export async function createFreshPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<FreshPostgresDatabase> {
  const run = testRun();
  const name = `${testDatabasePrefix(run)}${randomBytes(6).toString('hex')}`;
  template ??= await migratedPostgresTemplate(serverUrl);
  await withServer(serverUrl, (sql) => sql.unsafe(`create database "${name}" template "${template}"`));
  return {
    url: databaseUrl(serverUrl, name),
    // In a Vitest run the run's teardown drops it (`postgres-test-run.ts`): a drop waits for a checkpoint, seconds on
    // a busy server, which side by side drops share, and its transaction would hold back every events feed on the
    // server (`division-events.ts`) meanwhile.
    drop: run
      ? async () => {}
      : () => withServer(serverUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)),
  };
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server that holds every migration and nothing else, built once per migration set
 * and kept (`ops_template_<hash of the migrations>`): a test database is a copy of it. Nothing connects to it once
 * built, as `create database … template` wants. Built under a fresh name and renamed when done, so a run that died
 * halfway leaves no half-migrated template behind.
 */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = buildTemplate(serverUrl);
    templates.set(serverUrl, template);
    template.catch(() => templates.delete(serverUrl));
  }
  return template;
}

async function buildTemplate(serverUrl: string): Promise<string> {
  const name = `ops_template_${migrationsKey()}`;
  await keptPostgresDatabase(serverUrl, name, async (url) => {
    const database = await openDatabase({ kind: 'postgres', url });
    await database.close();
  });
  return name;
}

/**
 * The database `name` on the server, made once by `write` (handed its URL; opening it there migrates it) and kept;
 * answers whether this call made it. Made under a fresh name, by one process at a time (an advisory lock on the name,
 * so a benchmark's long write holds back no test's template), and renamed when done, so a run that died halfway
 * leaves nothing half-made behind.
 */
export async function keptPostgresDatabase(
  serverUrl: string,
  name: string,
  write: (url: string) => Promise<void>,
): Promise<boolean> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(hashtext(${name}))`;
    const [existing] = await sql`select 1 from pg_database where datname = ${name}`;
    if (existing) return false;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await sql.unsafe(`create database "${building}"`);
    try {
      await write(databaseUrl(serverUrl, building));
      await renameOnceLeft(sql, building, name);
    } catch (error) {
      await sql.unsafe(`drop database if exists "${building}" with (force)`);
      throw error;
    }
    return true;
  } finally {
    await sql`select pg_advisory_unlock(hashtext(${name}))`.catch(() => {});
    await sql.end();
  }
}

/** Renames the database once the server has ended the migrating connection's session (it ends a moment after). */
async function renameOnceLeft(sql: postgres.Sql, from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.unsafe(`alter database "${from}" rename to "${to}"`);
      return;
    } catch (error) {
      // 55006: object_in_use, the session has not ended yet.
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await setTimeout(100);
    }
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function withServer(serverUrl: string, statement: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await statement(sql);
  } finally {
    await sql.end();
  }
}
