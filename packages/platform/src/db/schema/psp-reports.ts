import {
  autoReconciliationSchedulings,
  autoReconciliationStatuses,
  pspProviders,
  pspRecordTypes,
  pspReportStatuses,
  pspReportTypes,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { divisionScope } from './account-owner.ts';
import { besideTwoDigits, codePrefix, lowerPrefix, matchOutcomeColumns, minorUnits, moment, oneOf } from './columns.ts';
import { splitTransactions } from './transactions.ts';

/**
 * A division's PSP integration: the PSP merchant account whose settlement reports are read for it. A removed one is
 * kept (its reports and items still name it), flagged by `removedAt`; a live merchant account is unique per division.
 */
export const pspIntegrations = pgTable(
  'psp_integrations',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    provider: text('provider', { enum: pspProviders }).notNull(),
    merchantAccount: text('merchant_account').notNull(),
    autoReconciliation: text('auto_reconciliation', { enum: autoReconciliationStatuses }).notNull(),
    scheduling: text('scheduling', { enum: autoReconciliationSchedulings }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    removedAt: moment('removed_at'),
  },
  (table) => [
    check('psp_integrations_provider_check', oneOf(table.provider, pspProviders)),
    check('psp_integrations_auto_reconciliation_check', oneOf(table.autoReconciliation, autoReconciliationStatuses)),
    check('psp_integrations_scheduling_check', oneOf(table.scheduling, autoReconciliationSchedulings)),
    uniqueIndex('psp_integrations_merchant_account_idx')
      .on(table.divisionCode, table.provider, table.merchantAccount)
      .where(sql`removed_at is null`),
  ],
);

/**
 * A settlement report as an execution of the adapter imported it (the file itself in `import_file_parts`), one row per
 * distinct file of an integration by its SHA-256, so the same file imported again adds nothing.
 */
export const pspReportFiles = pgTable(
  'psp_report_files',
  {
    executionId: text('execution_id').primaryKey(),
    integrationCode: text('integration_code')
      .notNull()
      .references(() => pspIntegrations.code),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    /**
     * The file's size in bytes, set in the import's last round: null while its rounds run, so an import that stopped
     * between two is finished by the same file again. The file itself is kept in `import_file_parts`.
     */
    size: integer('size'),
    lineCount: integer('line_count').notNull(),
    newLineCount: integer('new_line_count').notNull(),
    status: text('status', { enum: pspReportStatuses }).notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: moment('imported_at').notNull().defaultNow(),
    /** The days a report fetched from the PSP covers (a retrigger, an auto-reconciliation); null for an upload. */
    coveredFrom: date('covered_from', { mode: 'string' }),
    coveredTo: date('covered_to', { mode: 'string' }),
  },
  (table) => [
    check('psp_report_files_status_check', oneOf(table.status, pspReportStatuses)),
    uniqueIndex('psp_report_files_sha256_idx').on(table.integrationCode, table.sha256),
    index('psp_report_files_imported_idx').on(table.integrationCode, table.importedAt),
  ],
);

/**
 * A match made on the workbench's PSP side (issue 34): one report line with transactions (one to many), or lines with
 * one transaction (many to one), whose sums agreed (or differed within the division's tolerance rule, `difference`). Its lines point at it (`match_code`) while it holds. It keeps the
 * ledger transactions the match posted (`ledger_transaction_codes`: settlements and PSP fees), which an unmatch
 * reverses; the row stays with who undid it and why.
 */
export const pspReportLineMatches = pgTable(
  'psp_report_line_matches',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    status: text('status', { enum: ['MATCHED', 'UNMATCHED'] })
      .notNull()
      .default('MATCHED'),
    reportLineCodes: text('report_line_codes').array().notNull(),
    splitCodes: text('split_codes').array().notNull(),
    ledgerTransactionCodes: text('ledger_transaction_codes').array().notNull(),
    currency: text('currency').notNull(),
    amount: minorUnits('amount'),
    pspFee: minorUnits('psp_fee'),
    /** The lines' sum less the transactions', which a division's tolerance rule let auto-matching accept; 0 by hand. */
    difference: integer('difference').notNull().default(0),
    ...matchOutcomeColumns(),
  },
  (table) => [
    check('psp_report_line_matches_status_check', sql`${table.status} in ('MATCHED', 'UNMATCHED')`),
    index('psp_report_line_matches_division_idx').on(table.divisionCode, table.matchedAt),
  ],
);

/**
 * A line of a settlement report: a PSP report item. `lineKey` identifies the record at the PSP (PSP reference,
 * type, modification reference, batch), so a record two reports both carry is added once. Reconciling it links it
 * to the split its PSP reference and amount name (`splitCode`).
 */
export const pspReportLines = pgTable(
  'psp_report_lines',
  {
    code: text('code').primaryKey(),
    executionId: text('execution_id')
      .notNull()
      .references(() => pspReportFiles.executionId),
    integrationCode: text('integration_code')
      .notNull()
      .references(() => pspIntegrations.code),
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    lineNumber: integer('line_number').notNull(),
    lineKey: text('line_key').notNull(),
    merchantAccount: text('merchant_account').notNull(),
    pspReference: text('psp_reference'),
    merchantReference: text('merchant_reference'),
    /** A refund's or chargeback's own PSP reference. */
    modificationReference: text('modification_reference'),
    paymentMethod: text('payment_method'),
    recordType: text('record_type', { enum: pspRecordTypes }).notNull(),
    type: text('type', { enum: pspReportTypes }).notNull(),
    status: text('status', { enum: pspReportStatuses }).notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    batchNumber: text('batch_number'),
    currency: text('currency').notNull(),
    grossAmount: minorUnits('gross_amount'),
    commission: minorUnits('commission'),
    netAmount: minorUnits('net_amount'),
    splitCode: text('split_code').references(() => splitTransactions.code),
    failureReason: text('failure_reason'),
    /** The workbench match the line is in, while it holds. */
    matchCode: text('match_code').references(() => pspReportLineMatches.code),
    importedAt: moment('imported_at').notNull().defaultNow(),
    rawLine: text('raw_line').notNull(),
  },
  (table) => [
    check('psp_report_lines_record_type_check', oneOf(table.recordType, pspRecordTypes)),
    check('psp_report_lines_type_check', oneOf(table.type, pspReportTypes)),
    check('psp_report_lines_status_check', oneOf(table.status, pspReportStatuses)),
    uniqueIndex('psp_report_lines_key_idx').on(table.integrationCode, table.lineKey),
    // The list's order (newest import first, then down its lines): its first page read from the end of the index.
    index('psp_report_lines_division_order_idx').on(table.divisionCode, table.importedAt, table.lineNumber, table.code),
    // The workbench's unplaced lines in the list's order (`matchableReportLines`, written out: the exceptions queue's
    // page and count, auto-reconciliation's lines), however many lines were placed.
    index('psp_report_lines_unplaced_idx')
      .on(table.divisionCode, table.importedAt, table.lineNumber, table.code)
      .where(
        sql`${table.recordType} in ('SETTLED', 'REFUNDED', 'CHARGEBACK') and ${table.status} in ('UNALLOCATED', 'FAILED')
          and ${table.matchCode} is null`,
      ),
    index('psp_report_lines_execution_idx').on(table.executionId, table.lineNumber),
    // The list query's code starts (`code:PR-1*`, `reference:PSP-12*`, `batch:7*`, `report:PX-3*`, `merchant:M-1*`,
    // `division:D-1*`) and its settlement days.
    index('psp_report_lines_code_prefix_idx').on(codePrefix(table.code)),
    index('psp_report_lines_reference_prefix_idx').on(codePrefix(table.pspReference)),
    index('psp_report_lines_batch_prefix_idx').on(codePrefix(table.batchNumber)),
    index('psp_report_lines_execution_prefix_idx').on(codePrefix(table.executionId)),
    index('psp_report_lines_merchant_prefix_idx').on(codePrefix(table.merchantCode)),
    index('psp_report_lines_division_prefix_idx').on(codePrefix(table.divisionCode)),
    index('psp_report_lines_settled_idx').on(table.bookingDate),
    // The lines of the amount bands a range splits, counted (`psp_report_line_amount_counts`).
    index('psp_report_lines_division_amount_idx').on(table.divisionCode, table.grossAmount, table.currency),
    index('psp_report_lines_division_other_digits_amount_idx')
      .on(table.divisionCode, table.currency, table.grossAmount)
      .where(besideTwoDigits(table.currency)),
    // The search's starts in any case (`unknown-77`), as the bank lines'.
    index('psp_report_lines_code_search_idx').on(lowerPrefix(table.code)),
    index('psp_report_lines_reference_search_idx').on(lowerPrefix(table.pspReference)),
    index('psp_report_lines_batch_search_idx').on(lowerPrefix(table.batchNumber)),
    // A split is settled by one line of each kind at most: the ledger moves once. Only the lines that name one: most
    // lines of a report name none, and an import need not index them.
    index('psp_report_lines_split_idx').on(table.splitCode).where(sql`${table.splitCode} is not null`),
  ],
);

/**
 * How many PSP report lines there are per merchant, division, integration, report, batch ('' for none), status,
 * type, currency and settlement day: kept by statement triggers on `psp_report_lines`
 * (`db/functions/psp_report_line_counts_apply.sql`), whoever writes, so the PSP lines list's total of a query on those
 * fields adds up a few rows instead of counting 100,000 lines. A report's lines share its key, so two imports never
 * write the same counts.
 */
export const pspReportLineCounts = pgTable(
  'psp_report_line_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    integrationCode: text('integration_code').notNull(),
    executionId: text('execution_id').notNull(),
    batchNumber: text('batch_number').notNull(),
    status: text('status', { enum: pspReportStatuses }).notNull(),
    type: text('type', { enum: pspReportTypes }).notNull(),
    currency: text('currency').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'psp_report_line_counts_pk',
      columns: [
        table.divisionCode,
        table.executionId,
        table.status,
        table.type,
        table.currency,
        table.bookingDate,
        table.batchNumber,
        table.merchantCode,
        table.integrationCode,
      ],
    }),
  ],
);

/**
 * How many PSP report lines there are per merchant, division, currency and gross amount band (`amount_band_low`),
 * kept by statement triggers on `psp_report_lines` (`psp_report_line_amount_counts_apply`): the PSP lines list's exact
 * total of an amount range (`amount>=10`) adds up whole bands and counts only the lines of the bands its ends split.
 */
export const pspReportLineAmountCounts = pgTable(
  'psp_report_line_amount_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    currency: text('currency').notNull(),
    bandLow: bigint('band_low', { mode: 'number' }).notNull(),
    bandHigh: bigint('band_high', { mode: 'number' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'psp_report_line_amount_counts_pk',
      columns: [table.divisionCode, table.currency, table.bandLow, table.merchantCode],
    }),
  ],
);
