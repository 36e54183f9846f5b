import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue (`src/jobs/`): one row a job, claimed by one runner at a time with `FOR UPDATE SKIP
 * LOCKED` and a lease, so a job survives a restart and two platform processes never run it at once. A job with a
 * `key` exists once for its kind, ever (`job_keys` keeps the key after the job was pruned). `failed` is the
 * dead-letter list: every try failed; it is redriven (queued again) or discarded (`cancelled`). Finished jobs
 * (`done`, `cancelled`) are pruned after the retention time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** When its running try claimed it: with `locked_until`, how much of its lease the try has used. */
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The schedule (`job_schedules.code`) that queued it, for its due moment; null for a job caused by a change. */
    scheduleCode: text('schedule_code'),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    /** Queued after its due moment had passed (an outage): the schedule caught it up. */
    caughtUp: boolean('caught_up').notNull().default(false),
  },
  (table) => [
    uniqueIndex('jobs_kind_key_idx').on(table.kind, table.key),
    index('jobs_due_idx').on(table.runAt, table.id).where(sql`${table.state} in ('queued', 'running')`),
    check('jobs_state_check', sql`${table.state} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    index('jobs_finished_idx').on(table.finishedAt).where(sql`${table.state} in ('done', 'cancelled')`),
    index('jobs_kind_state_idx').on(table.kind, table.state),
  ],
);

/** A job key taken for its kind, ever: what makes "once per kind" outlive the job's pruning. */
export const jobKeys = pgTable(
  'job_keys',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/**
 * A recurring thing as data (issue 33): a row a schedule, its rule (a cron expression in its time zone, or the payout
 * scheduler's calendar), its next and last due moment and the job of its last run. The runner's tick claims a due row
 * with `FOR UPDATE SKIP LOCKED`, queues the job of each due moment (keyed by it, so once ever) and moves
 * `next_run_at` on (`jobs/job-schedules.ts`).
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    /** '<what>:<whose>', e.g. 'payouts:D-SHOP'. */
    code: text('code').primaryKey(),
    /** The job kind each due moment queues. */
    kind: text('kind').notNull(),
    /** Whom it is for (a division's address), handed with the due moment to the kind's `schedule.jobAt`. */
    target: jsonb('target').notNull(),
    rule: jsonb('rule').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
    lastJobId: bigint('last_job_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('job_schedules_due_idx').on(table.nextRunAt)],
);
