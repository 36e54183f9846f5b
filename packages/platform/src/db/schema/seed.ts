import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per demo data step that has run to its end, with the size it ran for. A step without a row runs at the
 * next start; its rows have fixed codes and are inserted skipping existing ones, so a rerun after a crash (or by
 * a second process starting at the same time) completes the data without duplicating any of it.
 */
export const seedRuns = pgTable(
  'seed_runs',
  {
    step: text('step').primaryKey(),
    size: text('size', { enum: ['small', 'large'] }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('seed_runs_size_check', sql`${table.size} in ('small', 'large')`)],
);
