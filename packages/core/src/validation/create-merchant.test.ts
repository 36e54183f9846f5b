import { describe, expect, it } from 'vitest';
import { checkCreateMerchant } from './create-merchant.ts';

describe('checkCreateMerchant', () => {
  it('requires a display name that is more than spaces', () => {
    expect(checkCreateMerchant({ displayName: '   ', description: 'x' })).toEqual({
      ok: false,
      errors: { displayName: 'required' },
    });
  });

  it('trims both texts and defaults to Advanced KYC in the Netherlands', () => {
    expect(checkCreateMerchant({ displayName: '  Acme ', description: ' Shoes  ' })).toEqual({
      ok: true,
      value: { displayName: 'Acme', description: 'Shoes', defaultKycTier: 'ADVANCED_KYC', countryCode: 'NLD' },
    });
  });

  it('keeps the chosen tier and picks the USA for a merchant of the US card processor', () => {
    const checked = checkCreateMerchant({
      displayName: 'Acme US',
      description: '',
      defaultKycTier: 'LIGHT_KYC',
      usCardProcessor: true,
    });
    expect(checked).toEqual({
      ok: true,
      value: { displayName: 'Acme US', description: '', defaultKycTier: 'LIGHT_KYC', countryCode: 'USA' },
    });
  });
});
