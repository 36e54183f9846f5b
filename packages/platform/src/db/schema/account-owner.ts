import {
  accountHolderStatuses,
  companyTypes,
  defaultDivisionConfig,
  externalAccountStatuses,
  externalAccountTypes,
  kycPermissions,
  kycStatuses,
  kycTiers,
  legalForms,
  merchantCountryCodes,
  organizationDocumentTypes,
  type PayoutScheduler,
  paymentMethods,
  payoutModes,
  personalDocumentTypes,
  type ReasonKind,
  relianceModels,
  uploadContentTypes,
  virtualAccountTypes,
  type WebhookUrls,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  besideTwoDigits,
  bytea,
  codePrefix,
  createdAt,
  lowerPrefix,
  minorUnits,
  moment,
  oneOf,
  updatedAt,
} from './columns.ts';

/** A seller's balance or volume in minor units, nothing until it moves. */
const balance = (name: string) => minorUnits(name).default(0);
/** When a merchant, division or seller was deleted; null while it lives. */
const deletedAt = () => moment('deleted_at');

export const merchants = pgTable(
  'merchants',
  {
    code: text('code').primaryKey(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    defaultKycTier: text('default_kyc_tier', { enum: kycTiers }).notNull(),
    countryCode: text('country_code', { enum: merchantCountryCodes }).notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    check('merchants_default_kyc_tier_check', oneOf(table.defaultKycTier, kycTiers)),
    check('merchants_country_code_check', oneOf(table.countryCode, merchantCountryCodes)),
    index('merchants_display_name_search_idx').on(lowerPrefix(table.displayName)),
    index('merchants_code_search_idx').on(lowerPrefix(table.code)),
  ],
);

/** A division with its configuration (spec: KYC, payouts scheduler, refund period, balance transfers, webhooks). */
export const divisions = pgTable(
  'divisions',
  {
    code: text('code').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    kycTier: text('kyc_tier', { enum: kycTiers }).notNull(),
    iban: text('iban'),
    balanceTransfersEnabled: boolean('balance_transfers_enabled').notNull().default(false),
    kycPermission: text('kyc_permission', { enum: kycPermissions }).notNull().default('NONE'),
    relianceModel: text('reliance_model', { enum: relianceModels }).notNull().default('NONE'),
    governmentEntity: boolean('government_entity').notNull().default(false),
    payoutScheduler: jsonb('payout_scheduler')
      .$type<PayoutScheduler>()
      .notNull()
      .default(defaultDivisionConfig.payoutScheduler),
    refundPeriodDays: integer('refund_period_days'),
    webhookUrls: jsonb('webhook_urls').$type<WebhookUrls>().notNull().default(defaultDivisionConfig.webhookUrls),
    reasonsRequired: jsonb('reasons_required').$type<ReasonKind[]>().notNull().default([]),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    check('divisions_kyc_tier_check', oneOf(table.kycTier, kycTiers)),
    check('divisions_kyc_permission_check', oneOf(table.kycPermission, kycPermissions)),
    check('divisions_reliance_model_check', oneOf(table.relianceModel, relianceModels)),
    check('divisions_refund_period_days_check', sql`${table.refundPeriodDays} between 1 and 365`),
    index('divisions_merchant_idx').on(table.merchantCode, table.createdAt),
  ],
);

/**
 * The merchant and division a division's record belongs to, each a reference: the columns every table of a
 * division's records starts with after its code.
 */
export const divisionScope = () => ({
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => merchants.code),
  divisionCode: text('division_code')
    .notNull()
    .references(() => divisions.code),
});

/**
 * A seller with its identity (spec section 3). `deleted_at` set means deleted: the seller stays, listed only with
 * showDeleted. Its external account status is the selected external account's.
 */
export const accountHolders = pgTable(
  'account_holders',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: accountHolderStatuses }).notNull().default('MISSING_DATA'),
    kycStatus: text('kyc_status', { enum: kycStatuses }).notNull().default('WAITING_DATA'),
    legalForm: text('legal_form', { enum: legalForms }).notNull(),
    companyType: text('company_type', { enum: companyTypes }),
    totalVolume: balance('total_volume'),
    totalVolumeCurrency: text('total_volume_currency').notNull().default('EUR'),
    payoutsMode: text('payouts_mode', { enum: payoutModes }).notNull().default('MANUAL'),
    nextScheduledPayoutDate: date('next_scheduled_payout_date', { mode: 'string' }),
    hostedOnboardingUrl: text('hosted_onboarding_url'),
    legalName: text('legal_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryOfBirth: text('country_of_birth'),
    nationality: text('nationality'),
    street: text('street'),
    houseNumber: text('house_number'),
    houseNumberAddition: text('house_number_addition'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    registrationNumber: text('registration_number'),
    taxNumber: text('tax_number'),
    externalReference: text('external_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    /**
     * What a seller search looks in: name, code and e-mail, lower-cased, in one text. Kept by the database; one
     * trigram index serves a search anywhere in it, and the list index carries it so a count reads no rows.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || ' ' || lower(code) || ' ' || lower(email)`),
  },
  (table) => [
    check('account_holders_status_check', oneOf(table.status, accountHolderStatuses)),
    check('account_holders_kyc_status_check', oneOf(table.kycStatus, kycStatuses)),
    check('account_holders_legal_form_check', oneOf(table.legalForm, legalForms)),
    check('account_holders_company_type_check', oneOf(table.companyType, companyTypes)),
    check(
      'account_holders_company_type_of_organization_check',
      sql`(${table.legalForm} = 'ORGANIZATION') = (${table.companyType} is not null)`,
    ),
    check('account_holders_payouts_mode_check', oneOf(table.payoutsMode, payoutModes)),
    // The seller list: a division's sellers by name, then code, optionally by status; a page and the count are
    // read from the index. A search anywhere in name, code or e-mail goes through the trigram index.
    index('account_holders_division_list_idx')
      .on(table.divisionCode, sql`lower(${table.name})`, table.code, table.searchText)
      .where(sql`${table.deletedAt} is null`),
    index('account_holders_division_status_list_idx')
      .on(table.divisionCode, table.status, sql`lower(${table.name})`, table.code)
      .where(sql`${table.deletedAt} is null`),
    // With showDeleted the list reads deleted sellers too: its pages (by offset or after a seller) and its count.
    index('account_holders_division_all_list_idx').on(table.divisionCode, sql`lower(${table.name})`, table.code),
    // The list across merchants (no division): the same three orders without the division in front.
    index('account_holders_list_idx')
      .on(sql`lower(${table.name})`, table.code, table.searchText)
      .where(sql`${table.deletedAt} is null`),
    index('account_holders_status_list_idx')
      .on(table.status, sql`lower(${table.name})`, table.code)
      .where(sql`${table.deletedAt} is null`),
    index('account_holders_all_list_idx').on(sql`lower(${table.name})`, table.code),
    index('account_holders_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The list query's KYC status (`kyc:review`), in the list's order as the status indexes are, a division's and
    // across merchants; and its code and country starts (`code:AH-12*`, `country:NLD`).
    index('account_holders_division_kyc_list_idx')
      .on(table.divisionCode, table.kycStatus, sql`lower(${table.name})`, table.code)
      .where(sql`${table.deletedAt} is null`),
    index('account_holders_kyc_list_idx')
      .on(table.kycStatus, sql`lower(${table.name})`, table.code)
      .where(sql`${table.deletedAt} is null`),
    // The list query's creation days (`created>-30d`): its count reads them from an index, not from every seller.
    index('account_holders_division_created_idx')
      .on(table.divisionCode, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index('account_holders_created_idx').on(table.createdAt).where(sql`${table.deletedAt} is null`),
    index('account_holders_code_prefix_idx').on(codePrefix(table.code)),
    // A country start, counted from the index alone: a common one (three sellers in four are Dutch) was read from
    // the rows. The other fields a query puts beside it (deleted or not, division, status, KYC, creation) ride along.
    index('account_holders_country_count_idx').on(
      codePrefix(table.country),
      table.deletedAt,
      table.divisionCode,
      table.status,
      table.kycStatus,
      table.createdAt,
    ),
    // A merchant (`merchant:M-FIETSPLAZA`) across merchants, counted from the index alone, KYC and status beside it.
    index('account_holders_merchant_count_idx').on(
      codePrefix(table.merchantCode),
      table.deletedAt,
      table.kycStatus,
      table.status,
    ),
  ],
);

/**
 * How many live (not deleted) sellers each division has: what the seller list shows as its total without
 * counting the division's sellers on every page. Kept by the database in the same statement as the sellers it
 * counts (migration 0030's triggers on account_holders), so it is never behind them. A division without a row
 * has none.
 */
export const divisionSellerCounts = pgTable('division_seller_counts', {
  divisionCode: text('division_code')
    .primaryKey()
    .references(() => divisions.code, { onDelete: 'cascade' }),
  liveSellers: integer('live_sellers').notNull(),
});

/**
 * A virtual account and its balances in minor units: a seller's, or the division's income account. The ledger
 * keeps the balances in step with its postings; the seller list reads them (balances fragment, hide-no-balance).
 */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    accountHolderCode: text('account_holder_code').references(() => accountHolders.code),
    type: text('type', { enum: virtualAccountTypes }).notNull(),
    displayName: text('display_name').notNull(),
    currency: text('currency').notNull(),
    confirmedBalance: balance('confirmed_balance'),
    pendingBalance: balance('pending_balance'),
    payoutBalance: balance('payout_balance'),
    createdAt: createdAt(),
  },
  (table) => [
    check('virtual_accounts_type_check', oneOf(table.type, virtualAccountTypes)),
    check('virtual_accounts_owner_check', sql`(${table.type} = 'SELLER') = (${table.accountHolderCode} is not null)`),
    // The ledger refuses any move that would take one of these below zero; the checks are its last line.
    check('virtual_accounts_confirmed_balance_check', sql`${table.confirmedBalance} >= 0`),
    check('virtual_accounts_pending_balance_check', sql`${table.pendingBalance} >= 0`),
    check('virtual_accounts_payout_balance_check', sql`${table.payoutBalance} >= 0`),
    index('virtual_accounts_account_holder_idx').on(table.accountHolderCode),
    index('virtual_accounts_division_idx').on(table.divisionCode, table.type),
    // The sellers list's `balance` query (`seller-query-sql.ts`): the sellers whose confirmed balance compares so,
    // found from the balances in range rather than by probing every seller's accounts, read from the index alone;
    // the currencies without two decimals, compared apart (`besideTwoDigits`), currency first. A balance move
    // rewrites these entries, one per account a posting statement moves, not one per posting.
    index('virtual_accounts_seller_confirmed_idx')
      .on(table.confirmedBalance, table.currency, table.accountHolderCode)
      .where(sql`${table.accountHolderCode} is not null`),
    index('virtual_accounts_seller_other_digits_confirmed_idx')
      .on(table.currency, table.confirmedBalance, table.accountHolderCode)
      .where(sql`${table.accountHolderCode} is not null and ${besideTwoDigits(table.currency)}`),
    // One virtual account per seller and per division income account in each currency.
    uniqueIndex('virtual_accounts_seller_currency_idx')
      .on(table.accountHolderCode, table.currency)
      .where(sql`${table.type} = 'SELLER'`),
    uniqueIndex('virtual_accounts_division_income_currency_idx')
      .on(table.divisionCode, table.currency)
      .where(sql`${table.type} = 'DIVISION_INCOME'`),
  ],
);

export const ubos = pgTable(
  'ubos',
  {
    code: text('code').primaryKey(),
    accountHolderCode: text('account_holder_code')
      .notNull()
      .references(() => accountHolders.code, { onDelete: 'cascade' }),
    type: text('type', { enum: legalForms }).notNull(),
    legalName: text('legal_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nationality: text('nationality'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryOfResidence: text('country_of_residence'),
    state: text('state'),
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    zipcode: text('zipcode'),
    socialSecurityNumber: text('social_security_number'),
    externalReference: text('external_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    check('ubos_type_check', oneOf(table.type, legalForms)),
    index('ubos_account_holder_idx').on(table.accountHolderCode, table.createdAt),
  ],
);

export const documentKinds = ['PERSONAL', 'ORGANIZATION'] as const;

/** A seller's personal or organization document; its photos or file are stored files. */
export const documents = pgTable(
  'documents',
  {
    code: text('code').primaryKey(),
    accountHolderCode: text('account_holder_code')
      .notNull()
      .references(() => accountHolders.code, { onDelete: 'cascade' }),
    kind: text('kind', { enum: documentKinds }).notNull(),
    type: text('type', { enum: [...personalDocumentTypes, ...organizationDocumentTypes] }).notNull(),
    number: text('number'),
    issuedAt: date('issued_at', { mode: 'string' }),
    expiresAt: date('expires_at', { mode: 'string' }),
    issuerCountry: text('issuer_country'),
    externalReference: text('external_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'documents_type_of_kind_check',
      sql`(${table.kind} = 'PERSONAL' and ${oneOf(table.type, personalDocumentTypes)}) or (${table.kind} = 'ORGANIZATION' and ${oneOf(table.type, organizationDocumentTypes)})`,
    ),
    index('documents_account_holder_idx').on(table.accountHolderCode, table.kind, table.createdAt),
  ],
);

/** A bank account a seller or a division is paid out to; at most one is selected per seller and per division. */
export const externalAccounts = pgTable(
  'external_accounts',
  {
    code: text('code').primaryKey(),
    ...divisionScope(),
    accountHolderCode: text('account_holder_code').references(() => accountHolders.code, { onDelete: 'cascade' }),
    type: text('type', { enum: externalAccountTypes }).notNull(),
    displayName: text('display_name').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    /** Electronic format: capitals, no spaces, so equal IBANs compare equal. */
    iban: text('iban'),
    accountNumber: text('account_number'),
    routingNumber: text('routing_number'),
    selected: boolean('selected').notNull().default(false),
    status: text('status', { enum: externalAccountStatuses }).notNull().default('IN_PROGRESS'),
    createdAt: createdAt(),
  },
  (table) => [
    check('external_accounts_type_check', oneOf(table.type, externalAccountTypes)),
    check('external_accounts_payment_method_check', oneOf(table.paymentMethod, paymentMethods)),
    check('external_accounts_status_check', oneOf(table.status, externalAccountStatuses)),
    check(
      'external_accounts_identifier_check',
      sql`(${table.type} = 'IBAN' and ${table.iban} is not null) or (${table.type} = 'ACCOUNT_NUMBER' and ${table.accountNumber} is not null and ${table.routingNumber} is not null)`,
    ),
    index('external_accounts_account_holder_idx').on(table.accountHolderCode),
    index('external_accounts_division_idx').on(table.divisionCode),
    // The IBAN check looks for other accounts with the same IBAN.
    index('external_accounts_iban_idx').on(table.iban),
    uniqueIndex('external_accounts_one_selected_per_seller_idx')
      .on(table.accountHolderCode)
      .where(sql`${table.selected} and ${table.accountHolderCode} is not null`),
    uniqueIndex('external_accounts_one_selected_per_division_idx')
      .on(table.divisionCode)
      .where(sql`${table.selected} and ${table.accountHolderCode} is null`),
  ],
);

/** An uploaded file: a personal document's photo, an organization document's file, or an account's proof. */
export const storedFiles = pgTable(
  'stored_files',
  {
    code: text('code').primaryKey(),
    documentCode: text('document_code').references(() => documents.code, { onDelete: 'cascade' }),
    externalAccountCode: text('external_account_code').references(() => externalAccounts.code, {
      onDelete: 'cascade',
    }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: uploadContentTypes }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: moment('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    check('stored_files_content_type_check', oneOf(table.contentType, uploadContentTypes)),
    check('stored_files_size_check', sql`${table.size} = octet_length(${table.content})`),
    check('stored_files_one_owner_check', sql`num_nonnulls(${table.documentCode}, ${table.externalAccountCode}) = 1`),
    index('stored_files_document_idx').on(table.documentCode, table.uploadedAt),
    index('stored_files_external_account_idx').on(table.externalAccountCode),
  ],
);
