import { setImmediate as turnOfEventLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type TableDue, tablesDue } from './tables-due.ts';

/** What one run did: each table's statement and how long it held the database, and the whole run. */
export interface MaintenanceRun {
  tables: { table: string; did: 'analyze' | 'vacuum' | 'vacuum analyze'; ms: number }[];
  /** Reading what changed. */
  checkMs: number;
  ms: number;
}

const statementOf = (due: TableDue) =>
  due.vacuum && due.analyze ? 'vacuum analyze' : due.vacuum ? 'vacuum' : ('analyze' as const);

/**
 * Does what autovacuum would on PGlite, which runs none: analyzes each table past autovacuum's analyze threshold and
 * vacuums each past its vacuum thresholds (`tables-due.ts`), so the planner knows how many rows a division holds and
 * the visibility map lets the lists' first pages and counts be read from an index alone. One table a statement,
 * outside any transaction, the event loop turning before each: PGlite's one connection serves one statement at a
 * time, so a request waits for the statement under way only, never for the whole run.
 */
export async function maintainTables(database: Database): Promise<MaintenanceRun> {
  const started = performance.now();
  const due = await tablesDue(database.db);
  const checkMs = performance.now() - started;
  const tables: MaintenanceRun['tables'] = [];
  for (const table of due) {
    await turnOfEventLoop();
    const did = statementOf(table);
    const statementStarted = performance.now();
    await database.db.execute(sql`${sql.raw(did)} ${sql.identifier(table.table)}`);
    tables.push({ table: table.table, did, ms: Math.round(performance.now() - statementStarted) });
  }
  return { tables, checkMs: Math.round(checkMs), ms: Math.round(performance.now() - started) };
}
