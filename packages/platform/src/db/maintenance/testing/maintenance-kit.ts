import { sql } from 'drizzle-orm';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { Database, Queryable } from '../../database.ts';

/** What the catalog keeps of a table: the planner's row count, its pages, those all-visible, its last analyze. */
export async function keptOf(db: Queryable, table: string) {
  const [row] = await selectRows<{ rows: number; pages: number; visible: number; analyzed: string | null }>(
    db,
    sql`select c.reltuples::float8 as rows, c.relpages as pages, c.relallvisible as visible,
               s.last_analyze::text as analyzed
        from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
        where c.oid = ${table}::regclass`,
  );
  if (!row) throw new Error(`no table ${table}`);
  return row;
}

/**
 * Heap rows a count of the job keys of one kind read beside its index (an index-only scan, as the lists' counts
 * are): 0 when the visibility map lets the index alone answer.
 */
export function heapFetchesCounting(database: Database, kind: string): Promise<number> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const plan = await selectRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain (analyze, costs off, timing off, summary off)
          select count(*) from job_keys where kind = ${kind}`,
    );
    const fetches = plan.map((line) => line['QUERY PLAN'].match(/Heap Fetches: (\d+)/)?.[1]).find(Boolean);
    return Number(fetches ?? Number.NaN);
  });
}

export const writeJobKeys = (db: Queryable, kind: string, count: number) =>
  db.execute(sql`insert into job_keys (kind, key) select ${kind}, g::text from generate_series(1, ${count}) g`);

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
