import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CurrencyCode, currencies } from './currency-table.ts';
import { formatDecimal, formatMoney, formatPercent } from './formatting.ts';
import { toMajorString } from './minor-units.ts';
import { CurrencyNotFoundError } from './money-errors.ts';

const codes = Object.keys(currencies) as CurrencyCode[];
// Intl separates a symbol from the number with a no-break space in Dutch.
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('shows EUR with 2 decimals in English and Dutch', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'EUR', 'nl')).toBe(`€${nbsp}1.234,56`);
    expect(formatMoney(-123456, 'EUR', 'nl')).toBe(`€${nbsp}-1.234,56`);
    expect(formatMoney(5, 'EUR', 'en')).toBe('€0.05');
  });

  it('shows whole units in the no-cents variant, rounding half away from zero', () => {
    expect(formatMoney(123456, 'EUR', 'en', { cents: false })).toBe('€1,235');
    expect(formatMoney(123449, 'EUR', 'nl', { cents: false })).toBe(`€${nbsp}1.234`);
    expect(formatMoney(123456, 'EUR', 'en', { cents: true })).toBe('€1,234.56');
    expect(formatMoney(150, 'EUR', 'en', { cents: false })).toBe('€2');
    expect(formatMoney(-150, 'EUR', 'en', { cents: false })).toBe('-€2');
  });

  it("uses each currency's own decimal digits", () => {
    expect(formatMoney(123456, 'JPY', 'en')).toBe('¥123,456');
    expect(formatMoney(1234567, 'KWD', 'en')).toBe(`KWD${nbsp}1,234.567`);
    expect(formatMoney(123456, 'HUF', 'en')).toBe(`HUF${nbsp}123,456`);
    expect(formatMoney(123456, 'USD', 'nl')).toBe(`US$${nbsp}1.234,56`);
  });

  it('formats obsolete currencies by the table, not by what Intl thinks of them', () => {
    expect(formatMoney(1234, 'EEK', 'en')).toBe(`EEK${nbsp}12.34`);
    expect(formatMoney(1234, 'ZMK', 'en')).toBe(`ZMK${nbsp}1,234`);
  });

  it("shows '?' or an empty code as EUR", () => {
    expect(formatMoney(1000, '?', 'en')).toBe('€10.00');
    expect(formatMoney(1000, '', 'nl')).toBe(`€${nbsp}10,00`);
    expect(formatMoney(1000, null, 'en')).toBe('€10.00');
  });

  it("fails with 'Currency code not found' in the reader's language for an unknown code", () => {
    expect(() => formatMoney(1000, 'XYZ', 'en')).toThrow(CurrencyNotFoundError);
    expect(() => formatMoney(1000, 'XYZ', 'en')).toThrow('Currency code not found');
    expect(() => formatMoney(1000, 'XYZ', 'nl')).toThrow('Valutacode niet gevonden');
  });

  it('shows every digit of amounts far beyond a float', () => {
    expect(formatMoney(-123456789012345678901234567890n, 'EUR', 'en')).toBe(
      '-€1,234,567,890,123,456,789,012,345,678.90',
    );
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'nl')).toBe(`€${nbsp}90.071.992.547.409,91`);
  });

  it('never loses a digit, for any currency, locale and size', () => {
    const digitsOf = (text: string) => text.replace(/\D/g, '');
    for (const code of codes) {
      fc.assert(
        fc.property(
          fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
          fc.constantFrom('en', 'nl'),
          (minor, locale) => {
            const formatted = formatMoney(minor, code, locale);
            return (
              digitsOf(formatted) === digitsOf(toMajorString(minor, code)) && formatted.includes('-') === minor < 0n
            );
          },
        ),
        { numRuns: 30 },
      );
    }
  });
});

describe('formatDecimal', () => {
  it('shows 2 decimals in English and Dutch', () => {
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.50');
    expect(formatDecimal(1234.5, 'nl')).toBe('1.234,50');
    expect(formatDecimal(7n, 'en')).toBe('7.00');
  });

  it('formats a decimal string exactly, whatever its size', () => {
    expect(formatDecimal('12345678901234567890.25', 'en')).toBe('12,345,678,901,234,567,890.25');
    expect(formatDecimal(toMajorString(-1005, 'EUR'), 'nl')).toBe('-10,05');
  });
});

describe('formatPercent', () => {
  it('shows a fraction as a percentage with 2 decimals in English and Dutch', () => {
    expect(formatPercent(0.125, 'en')).toBe('12.50%');
    expect(formatPercent(0.125, 'nl')).toBe('12,50%');
    expect(formatPercent(1, 'en')).toBe('100.00%');
    expect(formatPercent('0.00015', 'en')).toBe('0.02%');
  });
});
