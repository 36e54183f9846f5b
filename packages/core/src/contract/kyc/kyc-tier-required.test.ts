import { describe, expect, it } from 'vitest';
import { isBelowKycTier, requiredKycTier } from './kyc-tier-required.ts';

const individual = { organization: false };

describe('requiredKycTier (spec section 9)', () => {
  it('asks light of an individual whose single pay-ins stay under 1,000 EUR and whose total stays within 5,000', () => {
    expect(requiredKycTier({ ...individual, payIn: 99_999, cumulative: 99_999 })).toBe('LIGHT_KYC');
    expect(requiredKycTier({ ...individual, payIn: 50_000, cumulative: 500_000 })).toBe('LIGHT_KYC');
  });

  it('asks standard once one pay-in reaches 1,000 EUR', () => {
    expect(requiredKycTier({ ...individual, payIn: 100_000, cumulative: 100_000 })).toBe('STANDARD_KYC');
  });

  it('asks advanced once the total passes 5,000 EUR, and always of an organization', () => {
    expect(requiredKycTier({ ...individual, payIn: 1, cumulative: 500_001 })).toBe('ADVANCED_KYC');
    expect(requiredKycTier({ organization: true, payIn: 1, cumulative: 1 })).toBe('ADVANCED_KYC');
  });

  it('orders the tiers light, standard, advanced', () => {
    expect(isBelowKycTier('LIGHT_KYC', 'STANDARD_KYC')).toBe(true);
    expect(isBelowKycTier('STANDARD_KYC', 'ADVANCED_KYC')).toBe(true);
    expect(isBelowKycTier('ADVANCED_KYC', 'STANDARD_KYC')).toBe(false);
    expect(isBelowKycTier('STANDARD_KYC', 'STANDARD_KYC')).toBe(false);
  });
});
