import type { FieldErrors } from './checked.ts';

/** The merchant's default KYC tier, as the create-merchant call spells it. */
export type KycTier = 'LIGHT_KYC' | 'STANDARD_KYC' | 'ADVANCED_KYC';

/** What the create-merchant popover holds. */
export interface CreateMerchantDraft {
  displayName: string;
  description: string;
  defaultKycTier?: KycTier | undefined;
  /** The toggle for a merchant of the US card processor. */
  usCardProcessor?: boolean | undefined;
}

/** What the create-merchant call sends. */
export interface CreateMerchantInput {
  displayName: string;
  description: string;
  defaultKycTier: KycTier;
  countryCode: 'NLD' | 'USA';
}

export type CreateMerchantCheck =
  | { ok: true; value: CreateMerchantInput }
  | { ok: false; errors: FieldErrors<'displayName'> };

/**
 * The create-merchant rules of spec section 5: displayName is required (Create stays disabled while it is
 * empty), both texts are trimmed, the tier defaults to Advanced, and the country is NLD, or USA for a merchant
 * of the US card processor.
 */
export function checkCreateMerchant(draft: CreateMerchantDraft): CreateMerchantCheck {
  const displayName = draft.displayName.trim();
  if (displayName === '') return { ok: false, errors: { displayName: 'required' } };
  return {
    ok: true,
    value: {
      displayName,
      description: draft.description.trim(),
      defaultKycTier: draft.defaultKycTier ?? 'ADVANCED_KYC',
      countryCode: draft.usCardProcessor ? 'USA' : 'NLD',
    },
  };
}
