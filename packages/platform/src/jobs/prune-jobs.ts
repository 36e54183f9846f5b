import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';

/** How long a finished job (done or discarded) is kept when `OPS_JOBS_RETENTION_HOURS` says nothing: a week. */
export const defaultJobRetentionHours = 168;

/**
 * Deletes the jobs that finished (`done`, `cancelled`) more than `retentionHours` before `now`; failed jobs (the
 * dead letters) stay until they are redriven or discarded. A key stays taken (`job_keys`). Answers how many went.
 */
export async function pruneFinishedJobs(database: Database, retentionHours: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionHours * 3_600_000);
  const rows = await database.transaction((tx) =>
    selectRows<{ id: string }>(
      tx,
      sql`delete from jobs where state in ('done', 'cancelled') and finished_at < ${before.toISOString()}::timestamptz
          returning id`,
    ),
  );
  return rows.length;
}
