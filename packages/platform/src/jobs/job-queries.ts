import type { Job, JobQueue } from '@ops/core/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { type Paging, pageOf } from '../db/page-of.ts';
import { jobs } from '../db/schema/index.ts';

type JobRow = typeof jobs.$inferSelect;

/** A `jobs` row as the contract's job: a queue is a kind of job. */
export function jobOf(row: JobRow): Job {
  return {
    id: row.id,
    queue: row.kind,
    key: row.key,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    payload: row.payload as Job['payload'],
    scheduleCode: row.scheduleCode,
    dueAt: row.dueAt?.toISOString() ?? null,
    caughtUp: row.caughtUp,
  };
}

/** Every queue that holds a job, by name, its jobs counted by state and its next due queued job. */
export async function readJobQueues(db: Queryable): Promise<JobQueue[]> {
  const inState = (state: Job['state']) => sql<number>`(count(*) filter (where ${jobs.state} = ${state}))::int`;
  const rows = await db
    .select({
      queue: jobs.kind,
      queued: inState('queued'),
      running: inState('running'),
      done: inState('done'),
      failed: inState('failed'),
      cancelled: inState('cancelled'),
      nextRunAt: sql<Date | null>`min(${jobs.runAt}) filter (where ${jobs.state} = 'queued')`.mapWith(jobs.runAt),
    })
    .from(jobs)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
  return rows.map(({ queue, nextRunAt, ...counts }) => ({
    queue,
    counts,
    nextRunAt: nextRunAt?.toISOString() ?? null,
  }));
}

/** A page of jobs, newest first, of one queue and one state when given. */
export function readJobs(
  db: Queryable,
  query: Paging & { queue?: string | undefined; state?: Job['state'] | undefined },
) {
  const where = and(
    query.queue === undefined ? undefined : eq(jobs.kind, query.queue),
    query.state === undefined ? undefined : eq(jobs.state, query.state),
  );
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(limit).offset(offset),
      total: db.select({ value: count() }).from(jobs).where(where),
    },
    (rows) => rows.map(jobOf),
  );
}

/** One job, or undefined. */
export async function readJob(db: Queryable, id: number): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? jobOf(row) : undefined;
}
