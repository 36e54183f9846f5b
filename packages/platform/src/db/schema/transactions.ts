import {
  reconciliationSources,
  refundBuckets,
  splitTransactionStatuses,
  splitTransactionSubtypes,
  splitTransactionTypes,
  transactionFilterStatuses,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountHolders, divisionScope, virtualAccounts } from './account-owner.ts';
import { besideTwoDigits, codePrefix, createdAt, id, lowerPrefix, minorUnits, moment, oneOf } from './columns.ts';

/**
 * A payment, refund or chargeback and its split (spec sections 3 and 4). The money it moved is in the ledger:
 * ledger transactions whose reference is its code. Its status changes (reconciled, refunds, cancelled) update this
 * row, each with an audit entry; its shares and item groups never change, and no transaction is ever deleted.
 */
export const splitTransactions = pgTable(
  'split_transactions',
  {
    code: text('code').primaryKey(),
    type: text('type', { enum: splitTransactionTypes }).notNull(),
    subtype: text('subtype', { enum: splitTransactionSubtypes }).notNull(),
    status: text('status', { enum: splitTransactionStatuses }).notNull(),
    /** The transactions filter's status (`filterStatusOf` in the contract), kept by the database for the indexes. */
    filterStatus: text('filter_status', { enum: transactionFilterStatuses })
      .notNull()
      .generatedAlwaysAs(
        sql`case when status = 'CANCELLED' then 'CANCELLED'
          when status = 'PENDING' and type = 'PAYMENT' then 'PENDING_SPLIT'
          when status in ('PENDING', 'PENDING_REFUND') then 'PENDING_SETTLEMENT'
          else 'RECONCILED' end`,
      ),
    ...divisionScope(),
    currency: text('currency').notNull(),
    totalAmount: minorUnits('total_amount'),
    /** What the division income account gets (a refund: gives back): the commissions, fees and unallocated rest. */
    divisionAmount: minorUnits('division_amount'),
    /** The PSP's name, e.g. 'ADYEN': its world account is where the money comes from and goes back to. */
    psp: text('psp').notNull(),
    pspReference: text('psp_reference'),
    paymentMethod: text('payment_method').notNull(),
    description: text('description'),
    /** The split's external reference, as the merchant knows it. */
    reference: text('reference'),
    orderNumber: text('order_number'),
    /** A refund's or chargeback's payment. */
    paymentCode: text('payment_code').references((): AnyPgColumn => splitTransactions.code),
    /** A refund's or chargeback's source balance. */
    takenFrom: text('taken_from', { enum: refundBuckets }),
    sellerCount: integer('seller_count').notNull(),
    /** The first share's seller: the seller a list row shows. */
    primaryAccountHolderCode: text('primary_account_holder_code')
      .notNull()
      .references(() => accountHolders.code),
    /** A payment's reconciled refunds and chargebacks, and those still pending, in minor units. */
    refundedAmount: minorUnits('refunded_amount').default(0),
    pendingRefundAmount: minorUnits('pending_refund_amount').default(0),
    reconciledAt: moment('reconciled_at'),
    reconciledBy: text('reconciled_by', { enum: reconciliationSources }),
    /** The PSP's fee for the transaction, from its report, charged to the division income account. */
    pspFee: bigint('psp_fee', { mode: 'number' }),
    cancelledAt: moment('cancelled_at'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('split_transactions_type_check', oneOf(table.type, splitTransactionTypes)),
    check('split_transactions_subtype_check', oneOf(table.subtype, splitTransactionSubtypes)),
    check('split_transactions_status_check', oneOf(table.status, splitTransactionStatuses)),
    check('split_transactions_reconciled_by_check', oneOf(table.reconciledBy, reconciliationSources)),
    check('split_transactions_taken_from_check', oneOf(table.takenFrom, refundBuckets)),
    check('split_transactions_amounts_check', sql`${table.totalAmount} > 0 and ${table.divisionAmount} >= 0`),
    check(
      'split_transactions_refunds_check',
      sql`${table.refundedAmount} >= 0 and ${table.pendingRefundAmount} >= 0
        and ${table.refundedAmount} + ${table.pendingRefundAmount} <= ${table.totalAmount}`,
    ),
    check(
      'split_transactions_refund_of_payment_check',
      sql`(${table.type} = 'PAYMENT') = (${table.paymentCode} is null)
        and (${table.type} = 'PAYMENT') = (${table.takenFrom} is null)`,
    ),
    check(
      'split_transactions_reconciled_check',
      sql`(${table.reconciledAt} is null) = (${table.reconciledBy} is null) and coalesce(${table.pspFee}, 0) >= 0`,
    ),
    // The division's transactions list, newest first: as a whole, by filter status, by type. Each index holds the
    // other filters' columns too, so a page of any mix of them is found in the index alone (an index-only scan,
    // however deep the page), and only its 25 rows are read from the table.
    index('split_transactions_division_listing_idx').on(
      table.divisionCode,
      table.createdAt,
      table.code,
      table.filterStatus,
      table.type,
    ),
    index('split_transactions_division_status_idx').on(
      table.divisionCode,
      table.filterStatus,
      table.createdAt,
      table.code,
      table.type,
    ),
    index('split_transactions_division_type_idx').on(
      table.divisionCode,
      table.type,
      table.createdAt,
      table.code,
      table.filterStatus,
    ),
    // The list query's amounts and currencies (`amount>=1000`, `currency:USD`): a rare one is found, and an amount
    // counted, in these alone (an amount is compared in its currency's minor units, so the currency rides along;
    // a currency alone is counted from the kept counts).
    index('split_transactions_division_amount_currency_idx').on(
      table.divisionCode,
      table.totalAmount,
      table.currency,
      table.createdAt,
    ),
    index('split_transactions_division_currency_idx').on(table.divisionCode, table.currency, table.createdAt),
    // The rows of the currencies without two decimals, which an amount query compares apart (`besideTwoDigits`).
    index('split_transactions_division_other_digits_amount_idx')
      .on(table.divisionCode, table.currency, table.totalAmount)
      .where(besideTwoDigits(table.currency)),
    // Search by the start of the code, reference, order number or PSP reference, in any case. The code's index
    // carries the code itself: PostgreSQL reads `lower(code)` from an index alone only when `code` is in it too, so
    // a code start longer than its kept counts (`split_transaction_code_counts`) is counted from the index.
    index('split_transactions_code_prefix_idx').on(
      table.divisionCode,
      lowerPrefix(table.code),
      table.code,
      table.createdAt,
    ),
    index('split_transactions_reference_search_idx').on(table.divisionCode, lowerPrefix(table.reference)),
    index('split_transactions_order_number_search_idx').on(table.divisionCode, lowerPrefix(table.orderNumber)),
    index('split_transactions_psp_reference_search_idx').on(table.divisionCode, lowerPrefix(table.pspReference)),
    // The fund service's lists across divisions, and a payment's refunds.
    index('split_transactions_created_idx').on(table.createdAt, table.code),
    index('split_transactions_payment_idx').on(table.paymentCode, table.createdAt),
    // The PSP workbench's candidates: the open transactions of a kind nearest an amount. The day made and the PSP
    // reference beside them judge a line's transactions within the tolerance rule from the index alone (the
    // exceptions queue counts every one in the amount's range).
    index('split_transactions_open_amount_idx')
      .on(table.divisionCode, table.currency, table.type, table.totalAmount, table.createdAt, table.pspReference)
      .where(sql`${table.reconciledAt} is null and ${table.cancelledAt} is null`),
  ],
);

/** One seller's share of a transaction: the gross amount, the fees of its item groups, and where it was booked. */
export const splitShares = pgTable(
  'split_shares',
  {
    id: id(),
    transactionCode: text('transaction_code')
      .notNull()
      .references(() => splitTransactions.code),
    position: integer('position').notNull(),
    accountHolderCode: text('account_holder_code')
      .notNull()
      .references(() => accountHolders.code),
    virtualAccountCode: text('virtual_account_code')
      .notNull()
      .references(() => virtualAccounts.code),
    amount: minorUnits('amount'),
    /** The commissions, handling fees and VAT of its item groups: they go to the division income account. */
    fees: minorUnits('fees'),
    externalRef: text('external_ref'),
  },
  (table) => [
    check('split_shares_amounts_check', sql`${table.fees} >= 0 and ${table.fees} <= ${table.amount}`),
    uniqueIndex('split_shares_position_idx').on(table.transactionCode, table.position),
    // One seller's transactions (seller details): its shares lead to them.
    index('split_shares_account_holder_idx').on(table.accountHolderCode, table.transactionCode),
    // The transactions list query's `seller:AH-00*`: the shares of the sellers whose code starts so.
    index('split_shares_account_holder_prefix_idx').on(codePrefix(table.accountHolderCode), table.transactionCode),
  ],
);

/**
 * An item group of a seller's share (the split creator's fields): product items, shipping fee, the seller's and
 * the platform's discounts, and the fees taken from them (how each moves money: `registerFundSplits`).
 */
export const splitItemGroups = pgTable(
  'split_item_groups',
  {
    id: id(),
    shareId: bigint('share_id', { mode: 'number' })
      .notNull()
      .references(() => splitShares.id),
    position: integer('position').notNull(),
    externalRef: text('external_ref'),
    productItemAmount: minorUnits('product_item_amount'),
    // Groups booked before these labels existed had none of them.
    shippingFee: minorUnits('shipping_fee').default(0),
    discount: minorUnits('discount').default(0),
    platformDiscount: minorUnits('platform_discount').default(0),
    commission: minorUnits('commission'),
    handlingFee: minorUnits('handling_fee'),
    vat: minorUnits('vat'),
  },
  (table) => [
    check(
      'split_item_groups_amounts_check',
      sql`least(${table.productItemAmount}, ${table.shippingFee}, ${table.discount}, ${table.platformDiscount}, ${table.commission}, ${table.handlingFee}, ${table.vat}) >= 0`,
    ),
    uniqueIndex('split_item_groups_position_idx').on(table.shareId, table.position),
  ],
);

/**
 * How many transactions each division has per UTC creation day, filter status, type and currency, kept by triggers
 * on `split_transactions`: the transactions list's total count on a large division, without counting its rows.
 */
export const splitTransactionCounts = pgTable(
  'split_transaction_counts',
  {
    divisionCode: text('division_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    filterStatus: text('filter_status', { enum: transactionFilterStatuses }).notNull(),
    type: text('type', { enum: splitTransactionTypes }).notNull(),
    currency: text('currency').notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.divisionCode, table.day, table.filterStatus, table.type, table.currency] })],
);

/**
 * How many transactions each division has per currency and amount band, kept by triggers on `split_transactions`
 * (`split_transaction_amount_counts_apply`): the list query's exact total of an amount range (`amount>=1000`)
 * without counting a large division's rows. A band is the amounts that share their first two digits in minor units
 * (`amount_band_low`, `amount_band_width`: 1,000 to 1,099, ..., 10,000 to 10,999), so a range is whole bands, added
 * up here, and at most two bands at its ends, whose rows are counted through the amount index.
 */
export const splitTransactionAmountCounts = pgTable(
  'split_transaction_amount_counts',
  {
    divisionCode: text('division_code').notNull(),
    currency: text('currency').notNull(),
    bandLow: bigint('band_low', { mode: 'number' }).notNull(),
    bandHigh: bigint('band_high', { mode: 'number' }).notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.divisionCode, table.currency, table.bandLow] })],
);

/**
 * How many transactions each division has per start of the split code in small letters, its first one to
 * `countedCodeStart` characters (`sp-`, `sp-7`, `sp-7k`), kept by a trigger on `split_transactions`
 * (`split_transaction_code_counts_add`): the list query's exact total of a code start (`code:SP-7*`) without counting
 * a large division's rows. A code is its kind and 12 random characters (`newCode`), so a longer start matches about
 * one in 32,768 of a kind's transactions, few enough to count. A transaction keeps its code and division
 * (`split_transactions_refuse_recode`), so the counts only grow.
 */
export const splitTransactionCodeCounts = pgTable(
  'split_transaction_code_counts',
  {
    divisionCode: text('division_code').notNull(),
    codeStart: text('code_start').notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'split_transaction_code_counts_pk', columns: [table.divisionCode, table.codeStart] })],
);
