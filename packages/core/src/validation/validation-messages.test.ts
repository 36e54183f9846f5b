import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import type { ValidationKey } from './checked.ts';

// The spec's words, verbatim.
const specWording: Partial<Record<ValidationKey, string>> = {
  required: 'Required',
  invalidAmount: 'Invalid Amount',
  valueTooHigh: 'Value Too High',
  valueTooLow: 'Value Too Low',
  valueNotProvided: 'Value Not Provided',
  invalidDateFormat: 'Invalid format (DD-MM-YYYY)',
  rangeTooLong: 'The range selected is too long. Maximum range is one month.',
  missingUrl: 'Missing URL',
  selectSeller: 'Please select a seller',
  sellerAlreadyAdded: 'Seller already added',
  noVirtualAccount: 'No virtual account found for this seller',
  amountExceedsTotal: 'Amount exceeds the total amount',
  amountExceedsSellerTotal: 'Amount exceeds the total amount for this seller',
  feesExceedGroupTotal: 'Fees exceed the total amount for this group',
};

describe('validation messages', () => {
  const en = i18nObject('en').validation;
  const nl = i18nObject('nl').validation;

  it("use the spec's words in English", () => {
    for (const [key, text] of Object.entries(specWording)) expect(en[key as ValidationKey](), key).toBe(text);
  });

  it('all have their own Dutch text', () => {
    const keys = Object.keys(en) as ValidationKey[];
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      expect(nl[key](), key).not.toBe('');
      expect(nl[key](), key).not.toBe(en[key]());
    }
  });
});
