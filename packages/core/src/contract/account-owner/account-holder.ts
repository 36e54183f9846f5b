import { z } from 'zod';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  emailSchema,
  moneySchema,
  queryFlagSchema,
  requiredText,
  timestampSchema,
  withinBytes,
} from '../primitives.ts';
import { accountHolderStatuses, kycStatuses } from './account-holder-statuses.ts';
import { divisionParamsSchema } from './division.ts';
import { identityInputSchema, identitySchema } from './identity.ts';
import { checkCompanyType, companyTypeSchema, legalFormSchema } from './legal-form.ts';
import { virtualAccountSchema } from './virtual-account.ts';

export { type AccountHolderStatus, accountHolderStatuses, kycStatuses } from './account-holder-statuses.ts';

export const accountHolderStatusSchema = z.enum(accountHolderStatuses);

export const kycStatusSchema = z.enum(kycStatuses);

/** Verification state of an external (bank) account; it follows the same lifecycle as a seller. */
export const externalAccountStatuses = ['ACTIVE', 'IN_PROGRESS', 'MISSING_DATA', 'FAILED', 'REJECTED'] as const;
export const externalAccountStatusSchema = z.enum(externalAccountStatuses);

/** How a seller is paid out: on request, or by the division's payout scheduler. */
export const payoutModes = ['MANUAL', 'SCHEDULED'] as const;
export const payoutsConfigurationSchema = z
  .object({
    mode: z.enum(payoutModes),
    /** The next scheduled payout day; null for manual payouts. */
    nextScheduledDate: calendarDateSchema.nullable(),
  })
  .meta({ id: 'PayoutsConfiguration' });

/** Fragments a seller answer can be extended with: `_fragments=balances` adds the balances. */
export const accountHolderFragments = ['balances'] as const;
export const accountHolderFragmentsQuerySchema = z.object({
  _fragments: z.enum(accountHolderFragments).optional(),
});

/** A seller (account holder) as the seller list shows it. */
export const accountHolderSchema = z
  .object({
    code: codeSchema,
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    name: z.string(),
    email: emailSchema,
    status: accountHolderStatusSchema,
    kycStatus: kycStatusSchema,
    /** Status of the selected external account; null while the seller has none. */
    externalAccountStatus: externalAccountStatusSchema.nullable(),
    legalForm: legalFormSchema,
    /** Only organizations have a company type. */
    companyType: companyTypeSchema.nullable(),
    /** Everything the seller was paid in, in minor units. */
    totalVolume: moneySchema,
    payoutsConfiguration: payoutsConfigurationSchema,
    hostedOnboardingUrl: z.url().nullable(),
    deleted: z.boolean(),
    createdAt: timestampSchema,
    /** One entry per virtual account; present only when asked for with `_fragments=balances`. */
    balances: z.array(virtualAccountSchema).optional(),
  })
  .meta({ id: 'AccountHolder' });

/**
 * A seller as the seller lists answer it: with the names of its merchant and division, so a list across
 * merchants can say whose seller each is.
 */
export const listedAccountHolderSchema = accountHolderSchema
  .extend({
    merchantName: z.string().describe("The seller's merchant's display name"),
    divisionName: z.string().describe("The seller's division's display name"),
  })
  .meta({ id: 'ListedAccountHolder' });

/** A seller with its identity, UBOs and documents (seller details). */
export const accountHolderDetailsSchema = accountHolderSchema
  .extend({ identity: identitySchema })
  .meta({ id: 'AccountHolderDetails' });

/**
 * Seller list filters (spec section 2): search, status, hide-no-balance and show-deleted, and a query in the list
 * query language (core's `sellerQueryFields`).
 */
export const accountHolderListQuerySchema = pageQuerySchema.extend({
  ...accountHolderFragmentsQuerySchema.shape,
  /** Matches the seller's name, code or e-mail. */
  search: z.string().trim().min(1).optional(),
  status: accountHolderStatusSchema.optional(),
  hideNoBalance: queryFlagSchema,
  showDeleted: queryFlagSchema,
  query: listQueryTextSchema,
  /**
   * Keyset paging, for reading a whole list: the page starts after this seller in the list's order (name, then
   * code) instead of skipping `page` times `limit` sellers. Such a page is not counted again: its `totalCount` is
   * a lower bound, the sellers of the pages before it (by `page`) and of this one, plus one while more follow.
   */
  after: codeSchema
    .optional()
    .describe(
      "Keyset paging: the sellers after this one (by name, then code); totalCount is then a lower bound: the pages before (by page) and this one's, plus 1 while more follow",
    ),
});

/** PostgreSQL's largest btree index entry, in bytes (a third of a page, less its headers). */
const btreeEntryMaxBytes = 2704;
/** How much lower() may lengthen a text: a few capitals take 2 bytes and their lower case 3 (Ⱥ, ⱥ). */
const lowerGrowth = 1.5;
/** The rest of a seller-list index entry: the division and seller codes twice, the entry's and values' headers. */
const codesAndHeadersBytes = 200;

/** The longest seller e-mail address, in bytes (RFC 5321's path limit). */
export const sellerEmailMaxBytes = 254;
/**
 * The longest seller name, in UTF-8 bytes, derived from the platform's seller-list indexes
 * (`account_holders_division_list_idx`): one entry holds lower(name) twice (itself, and inside the search text,
 * with lower(email) and the code), so any name and e-mail the API accepts fit in one entry, lowered.
 */
export const sellerNameMaxBytes = Math.floor(
  (btreeEntryMaxBytes - codesAndHeadersBytes - sellerEmailMaxBytes * lowerGrowth) / (2 * lowerGrowth),
);

const sellerNameSchema = requiredText().refine(...withinBytes(sellerNameMaxBytes));
const sellerEmailSchema = emailSchema.refine(...withinBytes(sellerEmailMaxBytes));

export const createAccountHolderBodySchema = z
  .object({
    name: sellerNameSchema,
    email: sellerEmailSchema,
    legalForm: legalFormSchema,
    companyType: companyTypeSchema.optional(),
    payoutsMode: z.enum(payoutModes).default('MANUAL'),
    identity: identityInputSchema.optional(),
  })
  .superRefine(checkCompanyType)
  .meta({ id: 'CreateAccountHolder' });

/** PATCH a seller: only the fields sent change. KYC-sensitive identity fields move it to IN_PROGRESS. */
export const accountHolderPatchSchema = z
  .object({
    name: sellerNameSchema.optional(),
    email: sellerEmailSchema.optional(),
    companyType: companyTypeSchema.optional(),
    payoutsMode: z.enum(payoutModes).optional(),
    identity: identityInputSchema.optional(),
  })
  .meta({ id: 'AccountHolderPatch' });

/** Changing the legal form permanently deletes the seller's details and documents (spec section 4). */
export const legalFormChangeSchema = z
  .object({
    legalForm: legalFormSchema,
    companyType: companyTypeSchema.optional(),
  })
  .superRefine(checkCompanyType)
  .meta({ id: 'LegalFormChange' });

export const accountHolderParamsSchema = z.object({ accountHolderCode: codeSchema });
export const divisionAccountHolderParamsSchema = divisionParamsSchema.extend({ accountHolderCode: codeSchema });

export type KycStatus = z.infer<typeof kycStatusSchema>;
export type ExternalAccountStatus = z.infer<typeof externalAccountStatusSchema>;
export type PayoutMode = (typeof payoutModes)[number];
export type PayoutsConfiguration = z.infer<typeof payoutsConfigurationSchema>;
export type AccountHolder = z.infer<typeof accountHolderSchema>;
export type ListedAccountHolder = z.infer<typeof listedAccountHolderSchema>;
export type AccountHolderDetails = z.infer<typeof accountHolderDetailsSchema>;
export type AccountHolderListQuery = z.infer<typeof accountHolderListQuerySchema>;
export type CreateAccountHolderBody = z.input<typeof createAccountHolderBodySchema>;
export type AccountHolderPatch = z.input<typeof accountHolderPatchSchema>;
export type LegalFormChange = z.input<typeof legalFormChangeSchema>;
