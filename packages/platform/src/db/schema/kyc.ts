import {
  accountHolderStatuses,
  externalKycStatuses,
  type KycDataChanges,
  type KycDataSnapshot,
  kycDeciders,
  kycSignedOffSettings,
  kycTaskReasons,
  kycTaskStatuses,
  kycTiers,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountHolders } from './account-owner.ts';
import { bytea, codePrefix, createdAt, lowerPrefix, moment, oneOf } from './columns.ts';

/**
 * A KYC check waiting for, or worked by, an analyst. A seller has at most one task not DONE: a new reason while
 * one is open adds nothing. "Next task" takes the oldest OPEN task with FOR UPDATE SKIP LOCKED, so two analysts
 * asking at once never get the same one. `tier` is the seller's tier (its own, else its division's), kept by triggers
 * on kyc_tasks, kyc_profiles and divisions (migration `list_query_kyc_tiers_and_search_starts`), whoever writes: the list's tier
 * filter reads an index instead of looking up every task's seller and division.
 */
export const kycTasks = pgTable(
  'kyc_tasks',
  {
    code: text('code').primaryKey(),
    accountHolderCode: text('account_holder_code')
      .notNull()
      .references(() => accountHolders.code),
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    reason: text('reason', { enum: kycTaskReasons }).notNull(),
    status: text('status', { enum: kycTaskStatuses }).notNull().default('OPEN'),
    tier: text('tier', { enum: kycTiers }),
    assignee: text('assignee'),
    assignedAt: moment('assigned_at'),
    createdAt: createdAt(),
    closedAt: moment('closed_at'),
  },
  (table) => [
    check('kyc_tasks_reason_check', oneOf(table.reason, kycTaskReasons)),
    check('kyc_tasks_status_check', oneOf(table.status, kycTaskStatuses)),
    check('kyc_tasks_tier_check', oneOf(table.tier, kycTiers)),
    check('kyc_tasks_assignee_check', sql`(${table.status} = 'ASSIGNED') = (${table.assignee} is not null)`),
    uniqueIndex('kyc_tasks_live_per_seller_idx').on(table.accountHolderCode).where(sql`${table.status} <> 'DONE'`),
    index('kyc_tasks_open_idx').on(table.createdAt, table.code).where(sql`${table.status} = 'OPEN'`),
    index('kyc_tasks_merchant_open_idx')
      .on(table.merchantCode, table.createdAt, table.code)
      .where(sql`${table.status} = 'OPEN'`),
    index('kyc_tasks_assignee_idx').on(table.assignee, table.assignedAt).where(sql`${table.status} = 'ASSIGNED'`),
    index('kyc_tasks_status_list_idx').on(table.status, table.createdAt, table.code),
    index('kyc_tasks_list_idx').on(table.createdAt, table.code),
    index('kyc_tasks_seller_idx').on(table.accountHolderCode, table.createdAt),
    // The list query's codes and their starts: `code:KYC-1*`, `seller:AH-00*`, `merchant:M-1`, `division:D-1*`.
    index('kyc_tasks_code_prefix_idx').on(codePrefix(table.code)),
    index('kyc_tasks_seller_prefix_idx').on(codePrefix(table.accountHolderCode)),
    index('kyc_tasks_merchant_prefix_idx').on(codePrefix(table.merchantCode)),
    index('kyc_tasks_division_prefix_idx').on(codePrefix(table.divisionCode)),
    // The tier and the reason in the list's order, the status beside them so the counts of each status are read from
    // the index alone; a task code's start in any case, as the search reads it (`kt-b05`).
    index('kyc_tasks_tier_list_idx').on(table.tier, table.createdAt, table.code, table.status),
    index('kyc_tasks_reason_list_idx').on(table.reason, table.createdAt, table.code, table.status),
    index('kyc_tasks_code_search_idx').on(lowerPrefix(table.code)),
  ],
);

/** What the KYC service keeps of a seller: its tier (else its division's) and its data at the last decision. */
export const kycProfiles = pgTable(
  'kyc_profiles',
  {
    accountHolderCode: text('account_holder_code')
      .primaryKey()
      .references(() => accountHolders.code),
    tier: text('tier', { enum: kycTiers }),
    decidedData: jsonb('decided_data').$type<KycDataSnapshot>(),
    decidedAt: moment('decided_at'),
  },
  (table) => [check('kyc_profiles_tier_check', oneOf(table.tier, kycTiers))],
);

/** A seller's KYC history (spec section 3): one entry a decision or tier change, never changed afterwards. */
export const kycHistoryEntries = pgTable(
  'kyc_history_entries',
  {
    code: text('code').primaryKey(),
    accountHolderCode: text('account_holder_code')
      .notNull()
      .references(() => accountHolders.code),
    previousStatus: text('previous_status', { enum: accountHolderStatuses }).notNull(),
    status: text('status', { enum: accountHolderStatuses }).notNull(),
    tier: text('tier', { enum: kycTiers }).notNull(),
    analyst: text('analyst').notNull(),
    decider: text('decider', { enum: kycDeciders }).notNull(),
    externalComment: text('external_comment'),
    internalComment: text('internal_comment'),
    changes: jsonb('changes').$type<KycDataChanges>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('kyc_history_entries_status_check', oneOf(table.status, accountHolderStatuses)),
    check('kyc_history_entries_tier_check', oneOf(table.tier, kycTiers)),
    index('kyc_history_entries_seller_idx').on(table.accountHolderCode, table.createdAt.desc(), table.code.desc()),
  ],
);

/** Files an analyst attached to a decision. */
export const kycDecisionFiles = pgTable(
  'kyc_decision_files',
  {
    code: text('code').primaryKey(),
    historyEntryCode: text('history_entry_code')
      .notNull()
      .references(() => kycHistoryEntries.code),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [index('kyc_decision_files_entry_idx').on(table.historyEntryCode)],
);

/** A compliance officer's sign-off of a reliance model or the government flag (spec sections 4 and 9). */
export const kycSignOffs = pgTable(
  'kyc_sign_offs',
  {
    code: text('code').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    divisionCode: text('division_code').notNull(),
    setting: text('setting', { enum: kycSignedOffSettings }).notNull(),
    value: text('value').notNull(),
    officer: text('officer').notNull(),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('kyc_sign_offs_setting_check', oneOf(table.setting, kycSignedOffSettings)),
    index('kyc_sign_offs_division_idx').on(table.merchantCode, table.divisionCode, table.recordedAt),
  ],
);

/** A seller sent to the external verification provider: the External KYC History (spec section 3). */
export const externalKycVerifications = pgTable(
  'external_kyc_verifications',
  {
    verificationId: text('verification_id').primaryKey(),
    accountHolderCode: text('account_holder_code')
      .notNull()
      .references(() => accountHolders.code),
    provider: text('provider').notNull(),
    status: text('status', { enum: externalKycStatuses }).notNull().default('REQUESTED'),
    externalReference: text('external_reference'),
    messageCount: integer('message_count').notNull().default(0),
    requestedBy: text('requested_by').notNull(),
    lastUpdate: timestamp('last_update', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check('external_kyc_verifications_status_check', oneOf(table.status, externalKycStatuses)),
    index('external_kyc_verifications_seller_idx').on(table.accountHolderCode, table.createdAt),
  ],
);

/** Every provider message taken, by its event id: a replayed callback finds its id here and is refused. */
export const kycProviderEvents = pgTable('kyc_provider_events', {
  eventId: text('event_id').primaryKey(),
  verificationId: text('verification_id')
    .notNull()
    .references(() => externalKycVerifications.verificationId),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The secret a provider signs its callbacks with, made on first use and kept with the data. */
export const kycProviderSecrets = pgTable('kyc_provider_secrets', {
  provider: text('provider').primaryKey(),
  secret: text('secret').notNull(),
});

/**
 * How many tasks each merchant has in each status, kept by statement triggers on kyc_tasks (migration
 * kyc_functions) whoever writes: the queue's counts read these few rows instead of counting every task.
 */
export const kycTaskCounts = pgTable(
  'kyc_task_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    status: text('status', { enum: kycTaskStatuses }).notNull(),
    tasks: integer('tasks').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantCode, table.status] })],
);
