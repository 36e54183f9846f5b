import type { JobWarning, JobWarnings } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';

/** Seconds a queued job may be past its time before it counts as a backlog, unless `OPS_JOBS_BACKLOG_SECONDS` says. */
export const defaultBacklogSeconds = 60;
/** A try running longer than this part of its lease is slow: a little more and another runner takes it over. */
export const slowLeaseFraction = 0.5;

/**
 * What the queues warn of at `now`, by queue: jobs queued and due for more than `backlogSeconds`, tries running
 * longer than half their lease (`locked_at` to `locked_until`), and dead letters (`failed`).
 */
export async function readJobWarnings(db: Queryable, backlogSeconds: number, now = new Date()): Promise<JobWarnings> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await selectRows<{ kind: JobWarning['kind']; queue: string; count: number; since: Date | string }>(
    db,
    sql`select 'backlog' as kind, kind as queue, count(*)::int as count, min(run_at) as since from jobs
        where state = 'queued' and run_at < ${at} - make_interval(secs => ${backlogSeconds}) group by kind
        union all
        select 'slowJobs', kind, count(*)::int, min(locked_at) from jobs
        where state = 'running' and ${at} - locked_at > (locked_until - locked_at) * ${slowLeaseFraction} group by kind
        union all
        select 'deadLetters', kind, count(*)::int, min(finished_at) from jobs where state = 'failed' group by kind
        order by queue, kind`,
  );
  return {
    backlogSeconds,
    warnings: rows.map((row) => ({ ...row, since: new Date(row.since).toISOString() })),
  };
}
