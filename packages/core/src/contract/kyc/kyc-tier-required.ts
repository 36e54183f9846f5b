import type { KycTier } from '../account-owner/merchant.ts';
import { kycTierThresholds } from './kyc-config.ts';

const tierOrder: readonly KycTier[] = ['LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'];

/** What a seller's EUR pay-ins ask of its KYC, at the moment one more arrives. */
export interface PayInStanding {
  /** An organization is always held to the advanced tier. */
  organization: boolean;
  /** The pay-in that just arrived, in EUR minor units. */
  payIn: number;
  /** Every pay-in so far, this one included, in EUR minor units. */
  cumulative: number;
}

/**
 * The tier spec section 9's thresholds ask for: light below a single pay-in of 1,000 EUR, standard for cumulative
 * pay-ins up to 5,000 EUR, advanced above that and for every organization.
 */
export function requiredKycTier({ organization, payIn, cumulative }: PayInStanding): KycTier {
  if (organization || cumulative > kycTierThresholds.standardCumulativeUpTo) return 'ADVANCED_KYC';
  if (payIn >= kycTierThresholds.lightSinglePayInBelow) return 'STANDARD_KYC';
  return 'LIGHT_KYC';
}

/** Whether a seller checked to `current` falls short of `required`. */
export const isBelowKycTier = (current: KycTier, required: KycTier): boolean =>
  tierOrder.indexOf(current) < tierOrder.indexOf(required);
