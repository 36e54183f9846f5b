import { sql } from 'drizzle-orm';
import {
  bigserial,
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
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
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
