import { feeContractStatuses, type InvoiceLine, invoiceStatuses, type VolumeTier } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { divisionScope, virtualAccounts } from './account-owner.ts';
import { createdAt, minorUnits } from './columns.ts';
import { balanceTransfers } from './ledger.ts';

/**
 * A division's contract in one currency (spec sections 3 and 4): its volume tiers and fees. At most one is ACTIVE
 * per division and currency, which the partial unique index holds even against two requests at once.
 */
export const feeContracts = pgTable(
  'fee_contracts',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    currency: text('currency').notNull(),
    status: text('status', { enum: feeContractStatuses }).notNull(),
    volumeTiers: jsonb('volume_tiers').$type<VolumeTier[]>().notNull(),
    platformFee: minorUnits('platform_fee'),
    kycIndividualFee: minorUnits('kyc_individual_fee'),
    kycBusinessFee: minorUnits('kyc_business_fee'),
    kycSellerFee: minorUnits('kyc_seller_fee'),
    balanceTransferFee: minorUnits('balance_transfer_fee'),
    negativeInterestBasisPoints: integer('negative_interest_basis_points').notNull(),
    fixedFee: minorUnits('fixed_fee'),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'fee_contracts_status_check',
      sql.raw(`status in (${feeContractStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    uniqueIndex('fee_contracts_one_active_idx')
      .on(table.divisionCode, table.currency)
      .where(sql`${table.status} = 'ACTIVE'`),
    index('fee_contracts_division_idx').on(table.divisionCode, table.createdAt),
  ],
);

/**
 * An invoice for a division's period in one currency, booked by its INVOICE balance transfer in the same
 * transaction. Its lines are kept as computed, so a later contract change never rewrites an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    currency: text('currency').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    accountCode: text('account_code')
      .notNull()
      .references(() => virtualAccounts.code),
    contractCode: text('contract_code')
      .notNull()
      .references(() => feeContracts.code),
    status: text('status', { enum: invoiceStatuses }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotal: minorUnits('subtotal'),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vat: minorUnits('vat'),
    total: minorUnits('total'),
    balanceTransferCode: text('balance_transfer_code')
      .notNull()
      .unique()
      .references(() => balanceTransfers.code),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('invoices_period_check', sql`${table.periodFrom} <= ${table.periodTo}`),
    index('invoices_division_idx').on(table.divisionCode, table.currency, table.periodFrom),
  ],
);
