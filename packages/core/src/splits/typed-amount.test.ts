import { describe, expect, it } from 'vitest';
import { readTypedAmount, typedAmountInMajorUnits } from './typed-amount.ts';

describe('an amount typed in the split creator', () => {
  it('is a whole number of minor units; empty is none yet, anything else is an invalid amount', () => {
    expect(readTypedAmount(' 1050 ')).toEqual({ ok: true, value: 1050 });
    expect(readTypedAmount(' ')).toEqual({ ok: true, value: undefined });
    for (const typed of ['10.50', '10,50', '-1', '1e3', 'ten'])
      expect(readTypedAmount(typed), typed).toEqual({ ok: false, message: 'invalidAmount' });
  });

  it("shows beside the field in major units of the form's currency, in the reader's language", () => {
    expect(typedAmountInMajorUnits('1050', 'EUR', 'en')).toBe('€10.50');
    expect(typedAmountInMajorUnits('1050', 'EUR', 'nl')).toBe('€\u00a010,50');
    expect(typedAmountInMajorUnits('1050', 'JPY', 'en')).toBe('¥1,050');
    expect(typedAmountInMajorUnits('1050', 'KWD', 'en')).toBe('KWD\u00a01.050');
  });

  it('shows nothing while the field holds no amount', () => {
    expect(typedAmountInMajorUnits('', 'EUR', 'en')).toBeUndefined();
    expect(typedAmountInMajorUnits('10.50', 'EUR', 'en')).toBeUndefined();
    expect(typedAmountInMajorUnits('1050', 'XXQ', 'en')).toBeUndefined();
  });
});
