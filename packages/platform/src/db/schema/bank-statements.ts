import { bankLineMatchStatuses, bankLineStatuses, bankLineTypes } from '@ops/core/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { divisionScope, virtualAccounts } from './account-owner.ts';
import { besideTwoDigits, codePrefix, lowerPrefix, matchOutcomeColumns, minorUnits, oneOf } from './columns.ts';
import { payoutRequests } from './payouts.ts';

/**
 * A bank statement file as it was imported (ISO 20022 camt.053): one row per distinct file, by its SHA-256, so the
 * same file imported again adds nothing. The file itself is kept in `import_file_parts` (none for a file imported
 * before files were kept, migration 0047).
 */
export const bankStatementFiles = pgTable('bank_statement_files', {
  code: text('code').primaryKey(),
  sha256: text('sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  messageId: text('message_id'),
  statementCount: integer('statement_count').notNull(),
  entryCount: integer('entry_count').notNull(),
  /** Entries new to the platform; the rest were already there from an overlapping statement. */
  newLineCount: integer('new_line_count').notNull(),
  importedBy: text('imported_by').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A match made on the reconciliation workbench (issue 34): one line with one or more payout items (one to many), or
 * lines with one batch or item (many to one), whose sums agreed. Its lines point at it (`match_code`) while it
 * holds; an unmatch keeps the row with who undid it and why, and the lines point at it no more.
 */
export const bankLineMatches = pgTable(
  'bank_line_matches',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    status: text('status', { enum: bankLineMatchStatuses }).notNull().default('MATCHED'),
    bankLineCodes: text('bank_line_codes').array().notNull(),
    payoutRequestCodes: text('payout_request_codes').array().notNull(),
    currency: text('currency').notNull(),
    amount: minorUnits('amount'),
    /** The lines' sum less the items', which a division's tolerance rule let auto-matching accept; 0 by hand. */
    difference: integer('difference').notNull().default(0),
    ...matchOutcomeColumns(),
  },
  (table) => [
    check('bank_line_matches_status_check', oneOf(table.status, bankLineMatchStatuses)),
    index('bank_line_matches_division_idx').on(table.divisionCode, table.matchedAt),
  ],
);

/**
 * A line's settlement day as the list shows it: the booking date of its statement entry, else the UTC day it was
 * booked (the list query's `settled`, on the index `bank_statement_lines_settled_idx`).
 */
export const settlementDayOf = (line: { bookingDate: AnyColumn; bookedAt: AnyColumn }): SQL =>
  sql`coalesce(${line.bookingDate}, (${line.bookedAt} at time zone 'UTC')::date)`;

/**
 * A line of a bank statement: one entry of a camt.053 statement (or, for demo history, a line the seed booked).
 * Reconciling a line links it to the payout request its end-to-end id names and settles that request; a line
 * whose reference arrived truncated fails and is linked by hand with the full code.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    code: text('code').primaryKey(),
    /** The connection: the bank that keeps the account. */
    bankName: text('bank_name').notNull(),
    type: text('type', { enum: bankLineTypes }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The end-to-end id as the bank reported it; null when the entry carries none. */
    reference: text('reference'),
    /** The batch (payment information id) as the bank reported it. */
    payoutCode: text('payout_code'),
    creditorIban: text('creditor_iban'),
    status: text('status', { enum: bankLineStatuses }).notNull().default('UNALLOCATED'),
    payoutRequestCode: text('payout_request_code').references(() => payoutRequests.code),
    /** The account money that came in was allocated to by hand (a deposit). */
    virtualAccountCode: text('virtual_account_code').references(() => virtualAccounts.code),
    failureReason: text('failure_reason'),
    allocatedBy: text('allocated_by'),
    allocatedAt: timestamp('allocated_at', { withTimezone: true, mode: 'date' }),
    bookedAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The file it came in; null for a line the demo history booked. */
    fileCode: text('file_code').references(() => bankStatementFiles.code),
    statementId: text('statement_id'),
    /** The statement's account, and what identifies the entry there (`AcctSvcrRef`, `NtryRef` or a hash). */
    accountIban: text('account_iban'),
    entryKey: text('entry_key'),
    bookingDate: date('booking_date', { mode: 'string' }),
    creditDebit: text('credit_debit', { enum: ['CRDT', 'DBIT'] }),
    remittance: text('remittance'),
    counterpartyName: text('counterparty_name'),
    returnReason: text('return_reason'),
    transactionCount: integer('transaction_count').notNull().default(1),
    rawXml: text('raw_xml'),
    /**
     * A pending entry (camt.053 `PDNG`): the bank has not booked it, so it settles nothing; matched, its match is
     * TENTATIVE until the booked entry arrives and confirms it.
     */
    pending: boolean('pending').notNull().default(false),
    /** The workbench match it is in, while that holds. */
    matchCode: text('match_code').references(() => bankLineMatches.code),
  },
  (table) => [
    check('bank_statement_lines_type_check', oneOf(table.type, bankLineTypes)),
    check('bank_statement_lines_status_check', oneOf(table.status, bankLineStatuses)),
    check('bank_statement_lines_amount_check', sql`${table.amount} > 0`),
    check('bank_statement_lines_credit_debit_check', sql`${table.creditDebit} in ('CRDT', 'DBIT')`),
    index('bank_statement_lines_reference_idx').on(table.reference),
    index('bank_statement_lines_payout_idx').on(table.payoutCode),
    index('bank_statement_lines_booked_idx').on(table.bookedAt, table.code),
    index('bank_statement_lines_status_idx').on(table.status, table.bookedAt),
    index('bank_statement_lines_match_idx').on(table.matchCode),
    // The list query's code starts (`code:BL-1*`, `reference:PR-12*`, `batch:PB-3*`), its files and settlement days.
    index('bank_statement_lines_code_prefix_idx').on(codePrefix(table.code)),
    index('bank_statement_lines_reference_prefix_idx').on(codePrefix(table.reference)),
    index('bank_statement_lines_payout_prefix_idx').on(codePrefix(table.payoutCode)),
    index('bank_statement_lines_file_idx').on(table.fileCode),
    // The search's starts in any case (`pr-12`).
    index('bank_statement_lines_code_search_idx').on(lowerPrefix(table.code)),
    index('bank_statement_lines_reference_search_idx').on(lowerPrefix(table.reference)),
    index('bank_statement_lines_payout_search_idx').on(lowerPrefix(table.payoutCode)),
    index('bank_statement_lines_settled_idx').on(settlementDayOf(table)),
    // The lines of the amount bands a range splits, counted (`bank_statement_line_amount_counts`).
    index('bank_statement_lines_amount_idx').on(table.amount, table.currency),
    // The lines of the currencies without two decimals, which an amount query compares apart (`besideTwoDigits`).
    index('bank_statement_lines_other_digits_amount_idx')
      .on(table.currency, table.amount)
      .where(besideTwoDigits(table.currency)),
    // An entry of an account is one line, whichever statements (overlapping or sent again) carried it; its pending
    // and its booked state are two lines (the booked one confirms what was matched on the pending one).
    uniqueIndex('bank_statement_lines_entry_idx').on(table.accountIban, table.entryKey, table.pending),
    // A payout request is paid at most once and returned at most once.
    uniqueIndex('bank_statement_lines_one_per_request_idx')
      .on(table.payoutRequestCode, table.type)
      .where(sql`${table.status} = 'RECONCILED'`),
  ],
);

/**
 * How many bank statement lines there are per file ('' for none), status, type, currency and settlement day
 * (`settlementDayOf`), kept by statement triggers on `bank_statement_lines` (`bank_statement_line_counts_apply`),
 * whoever writes: the bank integration list's total of a query on those fields, across divisions, adds up a few rows
 * instead of counting every line.
 */
export const bankStatementLineCounts = pgTable(
  'bank_statement_line_counts',
  {
    fileCode: text('file_code').notNull(),
    status: text('status', { enum: bankLineStatuses }).notNull(),
    type: text('type', { enum: bankLineTypes }).notNull(),
    currency: text('currency').notNull(),
    settled: date('settled', { mode: 'string' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'bank_statement_line_counts_pk',
      columns: [table.settled, table.fileCode, table.status, table.type, table.currency],
    }),
  ],
);

/**
 * How many bank statement lines there are per currency and amount band (`amount_band_low`), kept by statement
 * triggers on `bank_statement_lines` (`bank_statement_line_amount_counts_apply`): the bank integration list's exact
 * total of an amount range across divisions adds up whole bands and counts only the lines of the bands its ends split.
 */
export const bankStatementLineAmountCounts = pgTable(
  'bank_statement_line_amount_counts',
  {
    currency: text('currency').notNull(),
    bandLow: bigint('band_low', { mode: 'number' }).notNull(),
    bandHigh: bigint('band_high', { mode: 'number' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'bank_statement_line_amount_counts_pk', columns: [table.currency, table.bandLow] })],
);
