import { z } from 'zod';
import { kycPermissionSchema, relianceModelSchema } from '../account-owner/division-config.ts';
import { kycTierSchema } from '../account-owner/merchant.ts';
import { codeSchema, emailSchema, minorUnitsSchema, timestampSchema } from '../primitives.ts';

/** The KYC tier thresholds of spec section 9, in EUR minor units. */
export const kycTierThresholds = {
  /** Light: a single pay-in under 1,000 EUR. */
  lightSinglePayInBelow: 100_000,
  /** Standard: cumulative pay-ins from 0 to 5,000 EUR; above is advanced (as is every organization). */
  standardCumulativeUpTo: 500_000,
} as const;

/** Whose configuration a call reads or writes: a merchant's (its default tier) or a division's. */
export const kycConfigCodeTypes = ['MERCHANT', 'DIVISION'] as const;
/** The kinds of configuration the KYC service keeps; KYC is the only one so far. */
export const kycConfigTypes = ['KYC'] as const;

/** GET, POST, PATCH kyc2/api/v1/config: a division's code is read within its merchant, `merchantCode`. */
export const kycConfigQuerySchema = z.object({
  code: codeSchema,
  merchantCode: codeSchema.optional().describe("The division's merchant; needed with codeType DIVISION"),
  codeType: z.enum(kycConfigCodeTypes),
  configType: z.enum(kycConfigTypes).default('KYC'),
});

/** Settings that need a compliance officer's sign-off before they are turned on (spec sections 4 and 9). */
export const kycSignedOffSettings = ['RELIANCE_MODEL', 'GOVERNMENT_ENTITY'] as const;

export const kycSignOffSchema = z
  .object({
    setting: z.enum(kycSignedOffSettings),
    value: z.string().describe('The value that was signed off'),
    officer: emailSchema.describe('The compliance officer who signed off'),
    recordedBy: emailSchema,
    recordedAt: timestampSchema,
  })
  .meta({ id: 'KycSignOff' });

export const kycConfigSchema = z
  .object({
    code: codeSchema,
    codeType: z.enum(kycConfigCodeTypes),
    merchantCode: codeSchema,
    tier: kycTierSchema.describe("The merchant's default tier, or the division's tier"),
    thresholds: z.object({
      lightSinglePayInBelow: minorUnitsSchema,
      standardCumulativeUpTo: minorUnitsSchema,
    }),
    /** Division settings; null for a merchant's configuration. */
    relianceModel: relianceModelSchema.nullable(),
    kycPermission: kycPermissionSchema.nullable(),
    governmentEntity: z.boolean().nullable(),
    /** The latest sign-off of each setting, newest first. */
    signOffs: z.array(kycSignOffSchema),
  })
  .meta({ id: 'KycConfig' });

const signOffInput = z.object({ officer: emailSchema }).describe('The compliance officer signing off this change');

/** PATCH: only the fields sent change. Turning on a reliance model or the government flag needs `signOff`. */
export const kycConfigPatchSchema = z
  .object({
    tier: kycTierSchema.optional(),
    relianceModel: relianceModelSchema.optional(),
    kycPermission: kycPermissionSchema.optional(),
    governmentEntity: z.boolean().optional(),
    signOff: signOffInput.optional(),
  })
  .meta({ id: 'KycConfigPatch' });

/** POST: the whole configuration at once; a merchant's takes only its tier, a division's omitted settings are off. */
export const kycConfigInputSchema = z
  .object({
    tier: kycTierSchema,
    relianceModel: relianceModelSchema.optional(),
    kycPermission: kycPermissionSchema.optional(),
    governmentEntity: z.boolean().optional(),
    signOff: signOffInput.optional(),
  })
  .meta({ id: 'KycConfigInput' });

export type KycConfig = z.infer<typeof kycConfigSchema>;
export type KycConfigPatch = z.input<typeof kycConfigPatchSchema>;

/** A division's settings when a POST leaves them out. */
export const kycDivisionSettingsOff = {
  relianceModel: 'NONE',
  kycPermission: 'NONE',
  governmentEntity: false,
} as const;
export type KycConfigQuery = z.input<typeof kycConfigQuerySchema>;
