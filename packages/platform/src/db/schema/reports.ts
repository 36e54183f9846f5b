import { reportFormats, reportScopes, reportStatuses, reportTypes } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountHolders, divisionScope, virtualAccounts } from './account-owner.ts';
import { bytea, codePrefix, lowerPrefix, moment, oneOf } from './columns.ts';

/**
 * A requested report (spec section 3): scheduled when asked for, then generated (its file in `report_file_chunks`)
 * or failed with a catalogue code, by the `reports.generate` job. A today's report is one a day per division,
 * type, account and format (`reports_today_idx`, answered 4011).
 */
export const reports = pgTable(
  'reports',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    type: text('type', { enum: reportTypes }).notNull(),
    format: text('format', { enum: reportFormats }).notNull(),
    scope: text('scope', { enum: reportScopes }).notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('SCHEDULED'),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    virtualAccountCode: text('virtual_account_code').references(() => virtualAccounts.code),
    accountHolderCode: text('account_holder_code').references(() => accountHolders.code),
    /** The day of a today's report; null for a report of a chosen period. */
    todayDate: date('today_date', { mode: 'string' }),
    requestedBy: text('requested_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    generatedAt: moment('generated_at'),
    rowCount: integer('row_count'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    failureCode: integer('failure_code'),
    failureMessage: text('failure_message'),
  },
  (table) => [
    check('reports_type_check', oneOf(table.type, reportTypes)),
    check('reports_format_check', oneOf(table.format, reportFormats)),
    check('reports_scope_check', oneOf(table.scope, reportScopes)),
    check('reports_status_check', oneOf(table.status, reportStatuses)),
    check('reports_period_check', sql`${table.periodFrom} <= ${table.periodTo}`),
    index('reports_division_idx').on(table.divisionCode, table.createdAt),
    // The list query's code starts: `code:RP-12*`, `account:VA-3*`, `seller:AH-3*`.
    index('reports_code_prefix_idx').on(codePrefix(table.code)),
    index('reports_account_prefix_idx').on(codePrefix(table.virtualAccountCode)),
    index('reports_seller_prefix_idx').on(codePrefix(table.accountHolderCode)),
    // The search's starts in any case (`rp-12`), within the division.
    index('reports_code_search_idx').on(table.divisionCode, lowerPrefix(table.code)),
    index('reports_account_search_idx').on(table.divisionCode, lowerPrefix(table.virtualAccountCode)),
    index('reports_seller_search_idx').on(table.divisionCode, lowerPrefix(table.accountHolderCode)),
    uniqueIndex('reports_today_idx')
      .on(table.divisionCode, table.type, table.format, sql`coalesce(${table.virtualAccountCode}, '')`, table.todayDate)
      .where(sql`${table.todayDate} is not null and ${table.status} <> 'FAILED'`),
  ],
);

/**
 * A generated report's file in pieces of about a megabyte, written while the rows stream and read back in order
 * for a download: any size, flat memory, shared by every platform process. Removed with their report.
 */
export const reportFileChunks = pgTable(
  'report_file_chunks',
  {
    reportCode: text('report_code')
      .notNull()
      .references(() => reports.code, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportCode, table.position] })],
);

/**
 * How many reports each division has per type, scope, status, format and UTC creation day, kept by statement triggers
 * on `reports` (`report_counts_apply`), whoever writes: the reports list's total of its filters and a query on those
 * fields adds up a few rows instead of counting a large division's reports.
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type', { enum: reportTypes }).notNull(),
    scope: text('scope', { enum: reportScopes }).notNull(),
    status: text('status', { enum: reportStatuses }).notNull(),
    format: text('format', { enum: reportFormats }).notNull(),
    reports: bigint('reports', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'report_counts_pk',
      columns: [table.divisionCode, table.day, table.type, table.scope, table.status, table.format, table.merchantCode],
    }),
  ],
);
