import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import { codeSchema, optionalText, requiredText, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';
import { merchantSearchLimit, merchantSearchMinLength } from './merchant-search-rules.ts';

export { merchantSearchLimit, merchantSearchMinLength };

/** KYC tiers (spec section 4): light, standard, advanced; a merchant's default tier applies to new divisions. */
export const kycTiers = ['LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'] as const;
export const kycTierSchema = z.enum(kycTiers);

/** Countries a merchant can be created in: NLD, or USA for a merchant of the US card processor. */
export const merchantCountryCodes = ['NLD', 'USA'] as const;
export const merchantCountryCodeSchema = z.enum(merchantCountryCodes);

/** Spec section 9: default KYC tier ADVANCED_KYC, default country NLD. */
export const defaultKycTier = 'ADVANCED_KYC' satisfies KycTier;
export const defaultMerchantCountryCode = 'NLD' satisfies MerchantCountryCode;

export const divisionSummarySchema = z
  .object({
    code: codeSchema,
    displayName: z.string(),
  })
  .meta({ id: 'DivisionSummary' });

export const merchantSchema = z
  .object({
    code: codeSchema,
    displayName: z.string(),
    description: z.string(),
    defaultKycTier: kycTierSchema,
    countryCode: merchantCountryCodeSchema,
    /** Created for the US card processor: country USA. */
    usCardProcessor: z.boolean(),
    divisions: z.array(divisionSummarySchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Merchant' });

export const merchantSearchTooShortMessage = wireMessages.merchantSearchTooShort(merchantSearchMinLength);

/**
 * GET merchants: search by code (exact or prefix, any length) or by name (contains, at least 3 letters). A
 * shorter query that starts no merchant's code is refused with `merchantSearchTooShortMessage`. Without `query`
 * it lists all. More matches than `limit` show in `totalCount`: the user must type more.
 */
export const merchantSearchQuerySchema = pageQuerySchema.extend({
  query: z.string().trim().min(1, merchantSearchTooShortMessage).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(merchantSearchLimit),
});

export const createMerchantBodySchema = z
  .object({
    displayName: requiredText(),
    description: optionalText(),
    defaultKycTier: kycTierSchema.default(defaultKycTier),
    countryCode: merchantCountryCodeSchema.default(defaultMerchantCountryCode),
  })
  .meta({ id: 'CreateMerchant' });

export const merchantParamsSchema = z.object({ merchantCode: codeSchema });

/**
 * The platform's own merchant and division: creating a merchant is done on their behalf, so the create call
 * carries them as Merchant-Code and Merchant-Division-Code (spec section 7).
 */
export const platformMerchantCode = 'PLATFORM';
export const platformDivisionCode = 'PLATFORM-OPS';

/** Header asking the service to generate the code fields of what it creates. */
export const populateCodeFieldsHeader = 'populate-code-fields';

/** Headers of POST merchants, lower-case as HTTP presents them. */
export const createMerchantHeadersSchema = z.object({
  'merchant-code': z.literal(platformMerchantCode),
  'merchant-division-code': z.literal(platformDivisionCode),
  [populateCodeFieldsHeader]: z.literal('generate'),
});

export type KycTier = z.infer<typeof kycTierSchema>;
export type MerchantCountryCode = z.infer<typeof merchantCountryCodeSchema>;
export type DivisionSummary = z.infer<typeof divisionSummarySchema>;
export type Merchant = z.infer<typeof merchantSchema>;
export type MerchantSearchQuery = z.infer<typeof merchantSearchQuerySchema>;
export type CreateMerchantBody = z.input<typeof createMerchantBodySchema>;
