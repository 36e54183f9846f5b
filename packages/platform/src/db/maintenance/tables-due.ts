import { sql } from 'drizzle-orm';
import { selectRows } from '../../ledger/sql-rows.ts';
import type { Queryable } from '../database.ts';

/** What one table needs, by autovacuum's rules: fresh planner statistics, a vacuum (visibility map, dead rows), or both. */
export interface TableDue {
  table: string;
  analyze: boolean;
  vacuum: boolean;
}

/** What the database tells of a table: the process's change counters and what its last vacuum or analyze kept. */
interface TableChanges {
  table: string;
  /** `pg_class.reltuples` at the last vacuum or analyze: -1 never. */
  rowsKept: number;
  /** `pg_class.relpages` at the last vacuum or analyze. */
  pagesKept: number;
  /** `pg_class.relallvisible` at the last vacuum or analyze: pages the visibility map said were all-visible. */
  allVisibleKept: number;
  /** The table's pages now (its file's size). */
  pages: number;
  /** Since this process started (PGlite keeps no statistics across a restart): `pg_stat_user_tables`. */
  modifiedSinceAnalyze: number;
  deadRows: number;
  insertedSinceVacuum: number;
}

// PostgreSQL's autovacuum defaults (autovacuum_analyze_threshold and _scale_factor, autovacuum_vacuum_threshold,
// autovacuum_vacuum_insert_threshold and their scale factors).
const analyzeRows = 50;
const analyzeShare = 0.1;
const deadRows = 50;
const deadShare = 0.2;
const insertedRows = 1_000;
const insertedShare = 0.2;

/**
 * Whether a table is past autovacuum's thresholds. PGlite counts changes only for the life of its process (its
 * statistics are not kept in the data folder), so a change made before a restart is seen in what the catalog kept:
 * the table's file grew beyond the pages its last vacuum or analyze counted, which at the rows a page it counted then
 * are rows added since; and the pages that were not all-visible then (an analyze without a vacuum) hold rows no
 * vacuum has seen. A table that had no pages then and has some now (never analyzed, or analyzed empty) is all new.
 * Rows updated or deleted in place before a restart are not seen until the table grows or changes again.
 */
function dueOf(changes: TableChanges): TableDue {
  const rows = Math.max(changes.rowsKept, 0);
  const allNew = changes.pagesKept === 0 && changes.pages > 0;
  const rowsOnPages = (pages: number) => (changes.pagesKept > 0 ? (Math.max(pages, 0) * rows) / changes.pagesKept : 0);
  const grownRows = rowsOnPages(changes.pages - changes.pagesKept);
  const unvacuumedRows = grownRows + rowsOnPages(changes.pagesKept - changes.allVisibleKept);
  const analyze = allNew || Math.max(changes.modifiedSinceAnalyze, grownRows) > analyzeRows + analyzeShare * rows;
  const vacuum =
    allNew ||
    changes.deadRows > deadRows + deadShare * rows ||
    Math.max(changes.insertedSinceVacuum, unvacuumedRows) > insertedRows + insertedShare * rows;
  return { table: changes.table, analyze, vacuum };
}

/**
 * Every table of the platform's schema with what it changed. The process's pending counters are flushed first
 * (PostgreSQL sends them at most once a second), so the count is of every change committed before the call.
 */
async function tableChanges(db: Queryable): Promise<TableChanges[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await selectRows<Record<keyof TableChanges, string | number>>(
    db,
    sql`select c.relname as "table", c.reltuples::float8 as "rowsKept", c.relpages as "pagesKept",
               c.relallvisible as "allVisibleKept",
               (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
               coalesce(s.n_mod_since_analyze, 0)::int8 as "modifiedSinceAnalyze",
               coalesce(s.n_dead_tup, 0)::int8 as "deadRows",
               coalesce(s.n_ins_since_vacuum, 0)::int8 as "insertedSinceVacuum"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_stat_user_tables s on s.relid = c.oid
        where c.relkind = 'r' and n.nspname = 'public'
        order by c.relname`,
  );
  return rows.map((row) => ({
    table: String(row.table),
    rowsKept: Number(row.rowsKept),
    pagesKept: Number(row.pagesKept),
    allVisibleKept: Number(row.allVisibleKept),
    pages: Number(row.pages),
    modifiedSinceAnalyze: Number(row.modifiedSinceAnalyze),
    deadRows: Number(row.deadRows),
    insertedSinceVacuum: Number(row.insertedSinceVacuum),
  }));
}

/** The tables past a threshold, by name. */
export async function tablesDue(db: Queryable): Promise<TableDue[]> {
  return (await tableChanges(db)).map(dueOf).filter((due) => due.analyze || due.vacuum);
}
