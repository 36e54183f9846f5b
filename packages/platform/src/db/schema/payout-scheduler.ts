import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per division and due date the payout scheduler has run (`services/fund/scheduler/`): written in the
 * same transaction as that date's payout requests, so a job tried again after a crash requests nothing twice.
 */
export const scheduledPayoutRuns = pgTable(
  'scheduled_payout_runs',
  {
    divisionCode: text('division_code').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    requestCount: integer('request_count').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.divisionCode, table.dueDate] })],
);
