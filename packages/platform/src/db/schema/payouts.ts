import { payoutBatchStatuses, payoutRequestStatuses, payoutRequestTypes } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountHolders, divisionScope, externalAccounts, virtualAccounts } from './account-owner.ts';
import { besideTwoDigits, codePrefix, createdAt, minorUnits, moment, oneOf } from './columns.ts';

/**
 * A payout batch (spec sections 3 and 4): the accepted payout requests of one merchant division in one currency
 * that go to the bank together as one SEPA credit transfer file. At most one batch per division and currency is
 * OPEN; accepted requests join it. `sepa_xml` is the file as it was instructed: what went to the bank.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    currency: text('currency').notNull(),
    status: text('status', { enum: payoutBatchStatuses }).notNull().default('OPEN'),
    approvedBy: text('approved_by'),
    approvedAt: moment('approved_at'),
    instructedBy: text('instructed_by'),
    instructedAt: moment('instructed_at'),
    requestedExecutionDate: date('requested_execution_date', { mode: 'string' }),
    sepaXml: text('sepa_xml'),
    cancelledBy: text('cancelled_by'),
    cancelledAt: moment('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /**
     * Its live (not cancelled) items' amounts added up, in minor units: kept by statement triggers on
     * `payout_requests` (`db/functions/payout_batches_items_total_apply.sql`), so the list query's `amount` reads an
     * index rather than adding up every batch's items.
     */
    itemsTotal: minorUnits('items_total').default(0),
  },
  (table) => [
    check('payout_batches_status_check', oneOf(table.status, payoutBatchStatuses)),
    // The list query's amount (`amount>=1000`), the currency beside it (an amount is compared in its minor units).
    index('payout_batches_items_total_idx').on(table.itemsTotal, table.currency, table.createdAt),
    // The batches of the amount bands a range splits, counted (`payout_batch_amount_counts`).
    index('payout_batches_division_items_total_idx').on(table.divisionCode, table.itemsTotal, table.currency),
    // The batches of the currencies without two decimals, which an amount query compares apart (`besideTwoDigits`).
    index('payout_batches_other_digits_items_total_idx')
      .on(table.currency, table.itemsTotal)
      .where(besideTwoDigits(table.currency)),
    uniqueIndex('payout_batches_one_open_idx')
      .on(table.divisionCode, table.currency)
      .where(sql`${table.status} = 'OPEN'`),
    index('payout_batches_created_idx').on(table.createdAt, table.code),
    index('payout_batches_division_idx').on(table.divisionCode, table.createdAt),
    // The list query's status, and its codes and their starts: `code:PO-1*`, `merchant:M-1`, `division:D-1*`.
    index('payout_batches_status_idx').on(table.status, table.createdAt, table.code),
    index('payout_batches_code_prefix_idx').on(codePrefix(table.code)),
    index('payout_batches_merchant_prefix_idx').on(codePrefix(table.merchantCode)),
    index('payout_batches_division_prefix_idx').on(codePrefix(table.divisionCode)),
    // The workbench's candidates: a division's batches at the bank, by the day they went.
    index('payout_batches_at_bank_idx')
      .on(table.divisionCode, table.currency, table.instructedAt)
      .where(sql`${table.status} = 'IN_PROGRESS'`),
  ],
);

/**
 * How many payout batches there are per merchant, division, UTC creation day, status and currency: kept by statement
 * triggers on `payout_batches` (`db/functions/payout_batch_counts_apply.sql`), whoever writes, so the list's total
 * of a query on those fields adds up a few rows instead of counting 100,000 batches.
 */
export const payoutBatchCounts = pgTable(
  'payout_batch_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: payoutBatchStatuses }).notNull(),
    currency: text('currency').notNull(),
    batches: bigint('batches', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantCode, table.divisionCode, table.day, table.status, table.currency] }),
  ],
);

/**
 * How many payout batches there are per merchant, division, currency, status and band of their total
 * (`items_total`, `amount_band_low`), kept by statement triggers on `payout_batches`
 * (`db/functions/payout_batch_amount_counts_apply.sql`), whoever writes, the items' trigger too: the list's exact
 * total of an amount range (`amount>=10 status:open`) adds up whole bands and counts only the batches of the bands
 * its ends split.
 */
export const payoutBatchAmountCounts = pgTable(
  'payout_batch_amount_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    status: text('status', { enum: payoutBatchStatuses }).notNull(),
    currency: text('currency').notNull(),
    bandLow: bigint('band_low', { mode: 'number' }).notNull(),
    bandHigh: bigint('band_high', { mode: 'number' }).notNull(),
    batches: bigint('batches', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'payout_batch_amount_counts_pk',
      columns: [table.divisionCode, table.currency, table.bandLow, table.status, table.merchantCode],
    }),
  ],
);

/**
 * A request to pay a virtual account's money out to the external account selected when it was made (spec
 * section 3). It moves no money while WAITING; accepting it moves the amount from the confirmed to the payout
 * balance, and the bank's statement line then takes it out (PROCESSED) or gives it back (RETURNED). A seller's,
 * or a division's own when `account_holder_code` is null.
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    accountHolderCode: text('account_holder_code').references(() => accountHolders.code),
    virtualAccountCode: text('virtual_account_code')
      .notNull()
      .references(() => virtualAccounts.code),
    externalAccountCode: text('external_account_code')
      .notNull()
      .references(() => externalAccounts.code),
    /** The creditor's IBAN and name as they were when the request was made or processed: what the file carries. */
    iban: text('iban'),
    creditorName: text('creditor_name').notNull(),
    amount: minorUnits('amount'),
    sourceCurrency: text('source_currency').notNull(),
    targetCurrency: text('target_currency').notNull(),
    status: text('status', { enum: payoutRequestStatuses }).notNull().default('WAITING'),
    type: text('type', { enum: payoutRequestTypes }).notNull(),
    description: text('description'),
    /** Why processing failed it, or why the bank or ops returned it. */
    failureReason: text('failure_reason'),
    payoutCode: text('payout_code').references(() => payoutBatches.code),
    /** The returned request this one was regenerated from ('bounceback'). */
    regeneratedFromCode: text('regenerated_from_code')
      .unique()
      .references((): AnyPgColumn => payoutRequests.code),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    /** When processing accepted or failed it. */
    processedAt: moment('processed_at'),
    /** When the bank paid it out, or it came back. */
    settledAt: moment('settled_at'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('payout_requests_status_check', oneOf(table.status, payoutRequestStatuses)),
    check('payout_requests_type_check', oneOf(table.type, payoutRequestTypes)),
    check('payout_requests_amount_check', sql`${table.amount} > 0`),
    // Lists: newest first, across merchants, within a division, per seller, per batch.
    index('payout_requests_created_idx').on(table.createdAt, table.code),
    index('payout_requests_division_idx').on(table.divisionCode, table.createdAt, table.code),
    index('payout_requests_division_status_idx').on(table.divisionCode, table.status),
    index('payout_requests_status_idx').on(table.status, table.createdAt),
    index('payout_requests_account_holder_idx').on(table.accountHolderCode, table.createdAt),
    index('payout_requests_payout_idx').on(table.payoutCode, table.code),
    // The list query's code starts: `seller:AH-00*`, `code:PR-12*`, `batch:PO-3*`.
    index('payout_requests_account_holder_prefix_idx').on(codePrefix(table.accountHolderCode)),
    index('payout_requests_code_prefix_idx').on(codePrefix(table.code)),
    index('payout_requests_payout_prefix_idx').on(codePrefix(table.payoutCode)),
    // The workbench's candidates: a division's open items nearest an amount, and those paid to an IBAN.
    index('payout_requests_open_amount_idx')
      .on(table.divisionCode, table.sourceCurrency, table.amount)
      .where(sql`${table.status} = 'ACCEPTED'`),
    index('payout_requests_open_batch_idx').on(table.payoutCode, table.amount).where(sql`${table.status} = 'ACCEPTED'`),
    index('payout_requests_open_iban_idx').on(table.divisionCode, table.iban).where(sql`${table.status} = 'ACCEPTED'`),
  ],
);
