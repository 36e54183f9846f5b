import { balanceMutationStatuses, balanceMutationTypes, balanceTransferTypes } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { divisionScope, virtualAccounts } from './account-owner.ts';
import { codePrefix, createdAt, id, minorUnits, oneOf, writtenBy } from './columns.ts';

/** Where money enters and leaves the ledger: a payment service provider, or a bank. */
export const worldAccountKinds = ['PSP', 'BANK'] as const;

/**
 * The ledger's world: one account per PSP and per bank per currency, the other side of every posting that brings
 * money in or takes it out. They hold no stored balance (their balance is the sum of their postings) and may go
 * negative: money that came in from a PSP shows as a negative PSP balance. So nothing ever waits on their rows.
 */
export const ledgerWorldAccounts = pgTable(
  'ledger_world_accounts',
  {
    id: id(),
    kind: text('kind', { enum: worldAccountKinds }).notNull(),
    /** The PSP's or bank's name, e.g. 'ADYEN' or 'ING'. */
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_world_accounts_kind_check', oneOf(table.kind, worldAccountKinds)),
    uniqueIndex('ledger_world_accounts_identity_idx').on(table.kind, table.name, table.currency),
  ],
);

/**
 * A money-moving request's Idempotency-Key, claimed at the start of the request's transaction and completed with
 * its answer in the same transaction: the stored answer and the money movement commit together, or neither does.
 * A key is its caller's: another user's request with the same key is a request of its own. Kept for the retention
 * window (`OPS_IDEMPOTENCY_KEY_RETENTION_HOURS`), then pruned (`ledger/prune-idempotency-keys.ts`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text('key').notNull(),
    /** The contract route id, e.g. 'createBalanceTransfer'. */
    routeId: text('route_id').notNull(),
    callerEmail: text('caller_email').notNull(),
    /** SHA-256 of the canonical JSON of the request's params and body. */
    requestHash: text('request_hash').notNull(),
    /** The first answer; null only while its transaction is running, so never seen by another one. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_caller_key_route_idx').on(table.callerEmail, table.key, table.routeId),
    // Pruning: the keys past the retention window, oldest first.
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * One balance mutation (spec section 4): a set of postings that sum to zero per currency, with a type and a status
 * it keeps for ever. Append-only, like its postings: a change of state or a correction is a new transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    code: text('code').notNull().unique(),
    type: text('type', { enum: balanceMutationTypes }).notNull(),
    status: text('status', { enum: balanceMutationStatuses }).notNull(),
    currency: text('currency').notNull(),
    /** What the mutation belongs to: a balance transfer's, split's or payout request's code. */
    reference: text('reference'),
    description: text('description'),
    /**
     * The Idempotency-Key the request that moved it claimed: no foreign key, since keys are pruned after their
     * window while the ledger keeps its transactions for ever.
     */
    idempotencyKeyId: bigint('idempotency_key_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_transactions_type_check', oneOf(table.type, balanceMutationTypes)),
    check('ledger_transactions_status_check', oneOf(table.status, balanceMutationStatuses)),
    index('ledger_transactions_reference_idx').on(table.reference),
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
);

/** The balance a posting moves: one of a virtual account's three, or a world account's. */
export const postingBuckets = ['CONFIRMED', 'PENDING', 'PAYOUT', 'WORLD'] as const;

/**
 * One signed amount on one account's balance. Immutable: triggers refuse UPDATE, DELETE and TRUNCATE.
 *
 * Its three references (transaction, virtual account, world account) are held without foreign keys, which cost
 * three lookups a row (a third of a bulk posting's time): a statement trigger checks each inserted statement's
 * postings at once and raises 23503 as a foreign key would (`ledger_postings_check_references`, migration 0085), and
 * what they point at never goes away or changes its key (`ledger_refuse_change` on the transactions,
 * `ledger_accounts_refuse_removal` on the accounts).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    /** A `ledger_transactions.id`: checked by the postings' statement trigger, not a foreign key (see above). */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** A `virtual_accounts.code`: checked by the postings' statement trigger, not a foreign key (see above). */
    virtualAccountCode: text('virtual_account_code'),
    /** A `ledger_world_accounts.id`: checked by the postings' statement trigger, not a foreign key (see above). */
    worldAccountId: bigint('world_account_id', { mode: 'number' }),
    bucket: text('bucket', { enum: postingBuckets }).notNull(),
    currency: text('currency').notNull(),
    amount: minorUnits('amount'),
    createdAt: createdAt(),
    writtenBy: writtenBy(),
  },
  (table) => [
    check('ledger_postings_bucket_check', oneOf(table.bucket, postingBuckets)),
    check('ledger_postings_amount_check', sql`${table.amount} <> 0`),
    check(
      'ledger_postings_one_account_check',
      sql`num_nonnulls(${table.virtualAccountCode}, ${table.worldAccountId}) = 1`,
    ),
    check(
      'ledger_postings_world_bucket_check',
      sql`(${table.worldAccountId} is not null) = (${table.bucket} = 'WORLD')`,
    ),
    index('ledger_postings_transaction_idx').on(table.transactionId),
    // A virtual account's postings in order: balance history and the sums the invariants compare.
    index('ledger_postings_virtual_account_idx').on(table.virtualAccountCode, table.id),
    // An account's postings in time: a report's statement for a period, read in pages.
    index('ledger_postings_virtual_account_time_idx').on(table.virtualAccountCode, table.createdAt, table.id),
    index('ledger_postings_world_account_idx').on(table.worldAccountId),
    // The events feed: postings in the order of the transactions that wrote them.
    index('ledger_postings_written_by_idx').on(table.writtenBy, table.id),
  ],
);

/** A balance transfer (spec sections 3 and 4) and the ledger transaction that moved its money. Append-only. */
export const balanceTransfers = pgTable(
  'balance_transfers',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    fromVirtualAccountCode: text('from_virtual_account_code')
      .notNull()
      .references(() => virtualAccounts.code),
    toVirtualAccountCode: text('to_virtual_account_code')
      .notNull()
      .references(() => virtualAccounts.code),
    amount: minorUnits('amount'),
    currency: text('currency').notNull(),
    type: text('type', { enum: balanceTransferTypes }).notNull(),
    description: text('description'),
    createdBy: text('created_by').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('balance_transfers_type_check', oneOf(table.type, balanceTransferTypes)),
    check('balance_transfers_amount_check', sql`${table.amount} > 0`),
    check(
      'balance_transfers_two_accounts_check',
      sql`${table.fromVirtualAccountCode} <> ${table.toVirtualAccountCode}`,
    ),
    // The list: newest first, across merchants or within a division.
    index('balance_transfers_created_idx').on(table.createdAt, table.code),
    index('balance_transfers_division_idx').on(table.divisionCode, table.createdAt),
    index('balance_transfers_from_idx').on(table.fromVirtualAccountCode, table.createdAt),
    index('balance_transfers_to_idx').on(table.toVirtualAccountCode, table.createdAt),
    // The list query's code starts: `code:BT-12*`, `from:VA-3*`, `to:VA-3*`, `account:VA-3*`.
    index('balance_transfers_code_prefix_idx').on(codePrefix(table.code)),
    index('balance_transfers_from_prefix_idx').on(codePrefix(table.fromVirtualAccountCode)),
    index('balance_transfers_to_prefix_idx').on(codePrefix(table.toVirtualAccountCode)),
  ],
);
