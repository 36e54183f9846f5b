import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { tablesDue } from './tables-due.ts';

/**
 * The shortest pause before each statement of a run; after a longer statement the pause is as long as it took. A
 * request that arrived while a statement ran needs a few turns of the event loop (its token, its route, its checks)
 * before it asks the database, and a list asks several queries (its page, its count, its balances): with a pause of
 * 25 ms alone the next long statement took the connection between two of them, and a list request beside a 1.2 s
 * vacuum and a 2.4 s analyze of the sellers waited 4.5 s. Pausing as long as the statement ran leaves the database to
 * the requests at least half the time.
 */
const pauseMs = 25;

/** What one run did: each statement and how long it held the database, and the whole run. */
export interface MaintenanceRun {
  statements: { table: string; did: 'vacuum' | 'analyze'; ms: number }[];
  /** Reading what changed. */
  checkMs: number;
  ms: number;
}

/**
 * Does what autovacuum would on PGlite, which runs none: vacuums each table past autovacuum's vacuum thresholds and
 * analyzes each past its analyze threshold (`tables-due.ts`), so the planner knows how many rows a division holds and
 * the visibility map lets the lists' first pages and counts be read from an index alone. One statement a table and
 * a kind, outside any transaction, a pause before each: PGlite's one connection serves one statement at a time, so a
 * request waits for the statement under way, not for the whole run.
 */
export async function maintainTables(database: Database): Promise<MaintenanceRun> {
  const started = performance.now();
  const due = await tablesDue(database.db);
  const checkMs = performance.now() - started;
  const statements: MaintenanceRun['statements'] = [];
  const steps = due.flatMap(({ table, vacuum, analyze }) => [
    ...(vacuum ? [{ table, did: 'vacuum' as const }] : []),
    ...(analyze ? [{ table, did: 'analyze' as const }] : []),
  ]);
  let lastMs = 0;
  for (const { table, did } of steps) {
    await pause(Math.max(pauseMs, lastMs));
    const statementStarted = performance.now();
    await database.db.execute(sql`${sql.raw(did)} ${sql.identifier(table)}`);
    lastMs = performance.now() - statementStarted;
    statements.push({ table, did, ms: Math.round(lastMs) });
  }
  return { statements, checkMs: Math.round(checkMs), ms: Math.round(performance.now() - started) };
}
