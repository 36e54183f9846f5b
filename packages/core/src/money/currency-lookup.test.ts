import { describe, expect, it } from 'vitest';
import { findCurrency, getCurrency, isCurrencyCode, resolveCurrencyCode } from './currency-lookup.ts';
import { CurrencyNotFoundError } from './money-errors.ts';

describe('resolveCurrencyCode', () => {
  it("treats '?', an empty code or no code as EUR", () => {
    for (const code of ['?', '', '  ', ' ? ', null, undefined]) expect(resolveCurrencyCode(code)).toBe('EUR');
  });

  it('matches codes regardless of case and surrounding spaces', () => {
    expect(resolveCurrencyCode(' usd ')).toBe('USD');
    expect(resolveCurrencyCode('Gbp')).toBe('GBP');
  });
});

describe('isCurrencyCode', () => {
  it('knows the table codes and nothing inherited from Object', () => {
    expect(isCurrencyCode('JPY')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(isCurrencyCode('jpy')).toBe(false);
  });
});

describe('getCurrency and findCurrency', () => {
  it('return the row of a known code', () => {
    expect(getCurrency('jpy').name).toBe('Japanese Yen');
    expect(findCurrency('KWD')?.decimal_digits).toBe(3);
    expect(getCurrency('?').code).toBe('EUR');
    expect(findCurrency(undefined)?.code).toBe('EUR');
  });

  it("fail with 'Currency code not found' for an unknown code", () => {
    expect(findCurrency('XYZ')).toBeUndefined();
    expect(() => getCurrency('XYZ')).toThrow(CurrencyNotFoundError);
    expect(() => getCurrency('XYZ')).toThrow('Currency code not found');
    expect(() => getCurrency('xyz')).toThrow(expect.objectContaining({ currencyCode: 'XYZ' }));
  });

  it('fail in Dutch for a Dutch reader', () => {
    expect(() => getCurrency('XYZ', 'nl')).toThrow('Valutacode niet gevonden');
  });
});
