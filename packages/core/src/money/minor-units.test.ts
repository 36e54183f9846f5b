import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CurrencyCode, currencies } from './currency-table.ts';
import { toMajorString, toMinorUnits, toMinorUnitsBigInt } from './minor-units.ts';
import { CurrencyNotFoundError, InvalidAmountError } from './money-errors.ts';

const codes = Object.keys(currencies) as CurrencyCode[];
const hugeMinor = 10n ** 40n;

describe('toMajorString', () => {
  it('divides minor units by 10 to the power of the decimal digits, exactly', () => {
    expect(toMajorString(1005, 'EUR')).toBe('10.05');
    expect(toMajorString(1005n, 'EUR')).toBe('10.05');
    expect(toMajorString(-5, 'EUR')).toBe('-0.05');
    expect(toMajorString(0, 'EUR')).toBe('0.00');
    expect(toMajorString(5, 'JPY')).toBe('5');
    expect(toMajorString(1005, 'KWD')).toBe('1.005');
    expect(toMajorString(Number.MAX_SAFE_INTEGER, 'EUR')).toBe('90071992547409.91');
    expect(toMajorString(-123456789012345678901234567890n, 'EUR')).toBe('-1234567890123456789012345678.90');
  });

  it("reads '?' or an empty code as EUR", () => {
    expect(toMajorString(1005, '?')).toBe('10.05');
    expect(toMajorString(1005, '')).toBe('10.05');
    expect(toMajorString(1005)).toBe('10.05');
  });

  it('refuses a fraction of a minor unit and numbers too large to be exact', () => {
    expect(() => toMajorString(10.5, 'EUR')).toThrow(expect.objectContaining({ reason: 'format' }));
    expect(() => toMajorString(2 ** 53, 'EUR')).toThrow(expect.objectContaining({ reason: 'too-high' }));
    expect(() => toMajorString(-(2 ** 53), 'EUR')).toThrow(expect.objectContaining({ reason: 'too-low' }));
    expect(() => toMajorString(Number.NaN, 'EUR')).toThrow(InvalidAmountError);
  });

  it("fails with 'Currency code not found' for an unknown code", () => {
    expect(() => toMajorString(1, 'XYZ')).toThrow(CurrencyNotFoundError);
  });
});

describe('toMinorUnits', () => {
  it('multiplies a display amount by 10 to the power of the decimal digits, exactly', () => {
    expect(toMinorUnits('10.05', 'EUR')).toBe(1005);
    expect(toMinorUnits('10', 'EUR')).toBe(1000);
    expect(toMinorUnits('10.5', 'EUR')).toBe(1050);
    expect(toMinorUnits('-0.05', 'EUR')).toBe(-5);
    expect(toMinorUnits('+1', 'EUR')).toBe(100);
    expect(toMinorUnits(' 7.25 ', 'EUR')).toBe(725);
    expect(toMinorUnits('0.29', 'EUR')).toBe(29);
    expect(toMinorUnits('1234', 'JPY')).toBe(1234);
    expect(toMinorUnits('1.005', 'KWD')).toBe(1005);
    expect(toMinorUnits('10.05')).toBe(1005);
  });

  it('refuses more fraction digits than the currency has instead of rounding money away', () => {
    expect(() => toMinorUnits('10.055', 'EUR')).toThrow('EUR amounts have at most 2 decimals');
    expect(() => toMinorUnits('1.5', 'JPY')).toThrow(expect.objectContaining({ reason: 'too-many-decimals' }));
    expect(() => toMinorUnits('1.0005', 'BHD')).toThrow(expect.objectContaining({ reason: 'too-many-decimals' }));
  });

  it('refuses anything but a plain decimal', () => {
    for (const amount of ['', '1,05', '1.234,56', '1e3', '.5', '5.', '€5', '--1', '0x10', 'Infinity']) {
      expect(() => toMinorUnits(amount, 'EUR'), amount).toThrow(expect.objectContaining({ reason: 'format' }));
    }
    expect(() => toMinorUnits('abc', 'EUR')).toThrow('Invalid Amount');
  });

  it('refuses amounts a number cannot hold exactly, which the bigint variant takes', () => {
    expect(() => toMinorUnits('90071992547409.92', 'EUR')).toThrow('Value Too High');
    expect(() => toMinorUnits('-90071992547409.92', 'EUR')).toThrow('Value Too Low');
    expect(toMinorUnits('90071992547409.91', 'EUR')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinorUnitsBigInt('90071992547409.92', 'EUR')).toBe(9007199254740992n);
    expect(toMinorUnitsBigInt('-1234567890123456789012345678.90', 'EUR')).toBe(-123456789012345678901234567890n);
  });
});

describe('round trips over every currency', () => {
  it('minor → major → minor is the identity for every safe integer', () => {
    for (const code of codes) {
      fc.assert(
        fc.property(fc.maxSafeInteger(), (minor) => toMinorUnits(toMajorString(minor, code), code) === minor),
        { numRuns: 60 },
      );
    }
  });

  it('minor → major → minor is the identity for bigints far beyond a number', () => {
    for (const code of codes) {
      fc.assert(
        fc.property(
          fc.bigInt({ min: -hugeMinor, max: hugeMinor }),
          (minor) => toMinorUnitsBigInt(toMajorString(minor, code), code) === minor,
        ),
        { numRuns: 60 },
      );
    }
  });

  it('a display amount always has exactly the currency’s decimal digits', () => {
    for (const code of codes) {
      const digits = currencies[code].decimal_digits;
      const shape = new RegExp(digits === 0 ? '^-?\\d+$' : `^-?\\d+\\.\\d{${digits}}$`);
      fc.assert(
        fc.property(fc.bigInt({ min: -hugeMinor, max: hugeMinor }), (minor) => shape.test(toMajorString(minor, code))),
        { numRuns: 30 },
      );
    }
  });

  it('major → minor → major keeps the amount, padded to the currency’s digits', () => {
    for (const code of codes) {
      const digits = currencies[code].decimal_digits;
      const fraction = digits === 0 ? fc.constant('') : fc.stringMatching(new RegExp(`^\\d{1,${digits}}$`));
      fc.assert(
        fc.property(fc.stringMatching(/^[1-9]\d{0,24}$/), fraction, fc.boolean(), (whole, decimals, negative) => {
          const amount = `${negative ? '-' : ''}${whole}${decimals === '' ? '' : `.${decimals}`}`;
          const expected = `${negative ? '-' : ''}${whole}${digits === 0 ? '' : `.${decimals.padEnd(digits, '0')}`}`;
          return toMajorString(toMinorUnitsBigInt(amount, code), code) === expected;
        }),
        { numRuns: 30 },
      );
    }
  });
});
