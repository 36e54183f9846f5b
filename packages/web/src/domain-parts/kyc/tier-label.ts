import type { KycTier } from '@ops/core/contract';
import type { TranslationFunctions } from '@ops/locales';

/** A KYC tier in the reader's words ('Light KYC'). */
export const tierLabel = (t: TranslationFunctions, tier: KycTier): string => t.merchants.create.tiers[tier]();
