import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { defineJob } from './define-job.ts';
import type { ScheduleSetting } from './schedules/set-schedule.ts';

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

/**
 * Pruning as a scheduled job (`jobs.prune`), every 10 minutes on the schedule `jobs.prune` that a started runner
 * sets: after an outage it runs once, not once for each 10 minutes missed.
 */
export function pruneJobsJob(retentionHours: number) {
  return defineJob<Record<string, never>>({
    kind: 'jobs.prune',
    maxAttempts: 3,
    schedule: { catchUp: 'latest', jobAt: (_target, due) => ({ payload: {}, key: due.toISOString() }) },
    async run(_payload, { database, logger, now }) {
      const pruned = await pruneFinishedJobs(database, retentionHours, now);
      if (pruned > 0) logger.info({ pruned, retentionHours }, 'finished jobs pruned');
    },
  });
}

export const pruneJobsSchedule: ScheduleSetting<Record<string, never>> = {
  code: 'jobs.prune',
  target: {},
  rule: { cron: '*/10 * * * *' },
};
