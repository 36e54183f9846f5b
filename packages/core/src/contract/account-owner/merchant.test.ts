import { describe, expect, it } from 'vitest';
import { createMerchantBodySchema, createMerchantHeadersSchema, merchantSearchQuerySchema } from './merchant.ts';

describe('create merchant body', () => {
  it('trims displayName and description and defaults to Advanced KYC in NLD', () => {
    expect(createMerchantBodySchema.parse({ displayName: '  Acme Market ', description: ' shoes ' })).toEqual({
      displayName: 'Acme Market',
      description: 'shoes',
      defaultKycTier: 'ADVANCED_KYC',
      countryCode: 'NLD',
    });
  });

  it("rejects a blank or missing displayName with 'Required'", () => {
    for (const body of [{ displayName: '   ' }, {}]) {
      const result = createMerchantBodySchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['displayName'], message: 'Required' })]);
    }
  });

  it('accepts only the three KYC tiers and the countries NLD and USA', () => {
    expect(
      createMerchantBodySchema.safeParse({ displayName: 'A', defaultKycTier: 'LIGHT_KYC', countryCode: 'USA' }).success,
    ).toBe(true);
    expect(createMerchantBodySchema.safeParse({ displayName: 'A', defaultKycTier: 'NO_KYC' }).success).toBe(false);
    expect(createMerchantBodySchema.safeParse({ displayName: 'A', countryCode: 'DEU' }).success).toBe(false);
  });

  it('needs the platform merchant and division and populate-code-fields set to generate', () => {
    const headers = { 'merchant-code': 'PLATFORM', 'merchant-division-code': 'PLATFORM-OPS' };
    expect(createMerchantHeadersSchema.safeParse({ ...headers, 'populate-code-fields': 'generate' }).success).toBe(
      true,
    );
    expect(createMerchantHeadersSchema.safeParse({ ...headers, 'populate-code-fields': 'keep' }).success).toBe(false);
    expect(createMerchantHeadersSchema.safeParse({ 'populate-code-fields': 'generate' }).success).toBe(false);
  });
});

describe('merchant search query', () => {
  it('reads page and limit from strings and asks 25 merchants by default', () => {
    expect(merchantSearchQuerySchema.parse({ query: ' acm ', page: '2' })).toEqual({
      query: 'acm',
      page: 2,
      limit: 25,
    });
  });

  it('takes a short query, which can only be the start of a code, and refuses a blank one', () => {
    expect(merchantSearchQuerySchema.parse({ query: ' M ' }).query).toBe('M');
    const result = merchantSearchQuerySchema.safeParse({ query: '  ' });
    expect(result.error?.issues[0]?.message).toBe('Search by name or code needs at least 3 letters');
  });
});
