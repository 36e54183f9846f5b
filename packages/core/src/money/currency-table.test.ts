import { describe, expect, it } from 'vitest';
import { currencies } from './currency-table.ts';

const rows = Object.entries(currencies);

describe('the currency reference table', () => {
  it('holds about 160 currencies, each keyed by its own three-letter code', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length).toBeLessThanOrEqual(175);
    for (const [key, currency] of rows) {
      expect(key).toMatch(/^[A-Z]{3}$/);
      expect(currency.code).toBe(key);
    }
  });

  it('gives every currency a symbol, a name, a native symbol and a plural name', () => {
    for (const [, currency] of rows) {
      expect(currency.symbol.trim()).not.toBe('');
      expect(currency.name.trim()).not.toBe('');
      expect(currency.symbol_native.trim()).not.toBe('');
      expect(currency.name_plural.trim()).not.toBe('');
    }
  });

  it('carries the euro as the product shows it by default', () => {
    expect(currencies.EUR).toEqual({
      symbol: '€',
      name: 'Euro',
      symbol_native: '€',
      decimal_digits: 2,
      rounding: 0,
      code: 'EUR',
      name_plural: 'euros',
    });
  });

  it('has 0, 2 or 3 decimal digits, with the zero- and three-decimal currencies of the spec', () => {
    for (const [, currency] of rows) expect([0, 2, 3]).toContain(currency.decimal_digits);
    for (const code of ['JPY', 'KRW', 'CLP', 'HUF'] as const) expect(currencies[code].decimal_digits).toBe(0);
    for (const code of ['BHD', 'KWD', 'JOD', 'OMR', 'LYD', 'TND'] as const) {
      expect(currencies[code].decimal_digits).toBe(3);
    }
    expect(currencies.USD.decimal_digits).toBe(2);
  });

  it('rounds cash to 0.05 for the Swiss franc only', () => {
    const rounded = rows.filter(([, currency]) => currency.rounding !== 0).map(([code]) => code);
    expect(rounded).toEqual(['CHF']);
    expect(currencies.CHF.rounding).toBe(0.05);
  });

  it('keeps obsolete currencies so old records still show', () => {
    for (const code of ['EEK', 'LTL', 'LVL', 'HRK', 'VEF', 'ZMK', 'BYR'] as const) {
      expect(currencies[code].code).toBe(code);
    }
    expect(currencies.ZMK.name).toBe('Zambian Kwacha (1968–2012)');
  });
});
