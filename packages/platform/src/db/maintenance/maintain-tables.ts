import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { tablesDue } from './tables-due.ts';

/**
 * How long a run pauses before each statement. A request that arrived while a statement ran needs a few turns of
 * the event loop (its token, its route, its checks) before it asks the database; without a pause the next statement
 * took the connection first, and a request beside a run of two long statements waited for both.
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
  for (const { table, did } of steps) {
    await pause(pauseMs);
    const statementStarted = performance.now();
    await database.db.execute(sql`${sql.raw(did)} ${sql.identifier(table)}`);
    statements.push({ table, did, ms: Math.round(performance.now() - statementStarted) });
  }
  return { statements, checkMs: Math.round(checkMs), ms: Math.round(performance.now() - started) };
}
