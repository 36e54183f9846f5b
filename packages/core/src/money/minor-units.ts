import type { Locales } from '@ops/locales';
import type { Currency } from './currency.ts';
import { getCurrency } from './currency-lookup.ts';
import { InvalidAmountError, type InvalidAmountReason } from './money-errors.ts';

/** A plain decimal such as '-1234.05': what Intl.NumberFormat formats exactly, whatever its size. */
export type DecimalString = `${number}`;

/** An optional sign, whole units and an optional fraction; no grouping, no exponent, no locale separators. */
const displayAmountPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

const maxSafeMinor = BigInt(Number.MAX_SAFE_INTEGER);
const minSafeMinor = BigInt(Number.MIN_SAFE_INTEGER);

function invalidAmount(reason: InvalidAmountReason, amount: string, currency: Currency, locale?: Locales) {
  return new InvalidAmountError(
    { reason, amount, currencyCode: currency.code, decimalDigits: currency.decimal_digits },
    locale,
  );
}

/**
 * The display amount of minor units, exact at any size: 1005 EUR cents is '10.05', 5 JPY is '5'.
 * A number must be a safe integer (a float or an unsafe integer has already lost cents); pass a bigint beyond that.
 */
export function majorStringOf(minor: number | bigint, currency: Currency, locale?: Locales): DecimalString {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    const reason = !Number.isInteger(minor) ? 'format' : minor > 0 ? 'too-high' : 'too-low';
    throw invalidAmount(reason, String(minor), currency, locale);
  }
  // The decimal point is placed in the integer's own digits, so no division (and no float) is ever involved.
  const digits = currency.decimal_digits;
  const negative = minor < 0;
  const units = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const sign = negative ? '-' : '';
  const major = digits === 0 ? sign + units : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return major as DecimalString;
}

/** Minor units to a display amount for a currency code ('?' or empty is EUR), e.g. (1005, 'EUR') is '10.05'. */
export function toMajorString(minor: number | bigint, code?: string | null): DecimalString {
  return majorStringOf(minor, getCurrency(code));
}

/**
 * A display amount such as '10.05' to minor units as a bigint (1005n for EUR), for amounts of any size.
 * More fraction digits than the currency has is refused rather than rounded: rounding would invent or drop money.
 */
export function toMinorUnitsBigInt(amount: string, code?: string | null): bigint {
  const currency = getCurrency(code);
  const match = displayAmountPattern.exec(amount.trim());
  if (match === null) throw invalidAmount('format', amount, currency);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > currency.decimal_digits) throw invalidAmount('too-many-decimals', amount, currency);
  const minor = BigInt(whole + fraction.padEnd(currency.decimal_digits, '0'));
  return sign === '-' ? -minor : minor;
}

/** A display amount such as '10.05' to minor units as a number (1005 for EUR); beyond a safe integer it fails. */
export function toMinorUnits(amount: string, code?: string | null): number {
  const minor = toMinorUnitsBigInt(amount, code);
  if (minor > maxSafeMinor || minor < minSafeMinor) {
    throw invalidAmount(minor > 0n ? 'too-high' : 'too-low', amount, getCurrency(code));
  }
  return Number(minor);
}
