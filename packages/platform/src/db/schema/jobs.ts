import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (`src/jobs/`): one row a job, claimed by one runner at a time with `FOR UPDATE SKIP
 * LOCKED` and a lease, so a job survives a restart and two platform processes never run it at once. A job with a
 * `key` exists once for its kind, ever: enqueueing it again adds nothing.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
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
    check('jobs_state_check', sql`${table.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);
