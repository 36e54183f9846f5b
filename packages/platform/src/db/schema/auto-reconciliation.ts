import {
  type AutoReconciliationOutcome,
  autoReconciliationRunStatuses,
  autoReconciliationTriggers,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * A division's auto-reconciliation run: queued on demand (its job keyed by the run) or made by the daily schedule
 * (one per division and date, `auto_reconciliation_runs_date_idx`, so two processes never run one date twice),
 * then DONE with what it did or FAILED with why.
 */
export const autoReconciliationRuns = pgTable(
  'auto_reconciliation_runs',
  {
    code: text('code').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    trigger: text('trigger', { enum: autoReconciliationTriggers }).notNull(),
    runDate: date('run_date', { mode: 'string' }),
    status: text('status', { enum: autoReconciliationRunStatuses }).notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
    outcome: jsonb('outcome').$type<AutoReconciliationOutcome>(),
    failureReason: text('failure_reason'),
  },
  (table) => [
    check('auto_reconciliation_runs_trigger_check', sql`${table.trigger} in ('MANUAL', 'SCHEDULED')`),
    check('auto_reconciliation_runs_status_check', sql`${table.status} in ('QUEUED', 'DONE', 'FAILED')`),
    uniqueIndex('auto_reconciliation_runs_date_idx').on(table.divisionCode, table.runDate),
    index('auto_reconciliation_runs_division_idx').on(table.divisionCode, table.requestedAt),
  ],
);
