import type { Locales } from '@ops/locales';
import type { Currency } from './currency.ts';
import { getCurrency } from './currency-lookup.ts';
import { type DecimalString, majorStringOf } from './minor-units.ts';

export interface MoneyFormatOptions {
  /** false for the no-cents variant: whole units, rounded half away from zero. Default true. */
  cents?: boolean;
}

// Building an Intl.NumberFormat costs far more than formatting with one, and tables format thousands of cells.
const formatters = new Map<string, Intl.NumberFormat>();

function cachedFormatter(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

function moneyFormatter(locale: Locales, currency: Currency, cents: boolean): Intl.NumberFormat {
  const digits = cents ? currency.decimal_digits : 0;
  return cachedFormatter(`money|${locale}|${currency.code}|${digits}`, () => {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  });
}

/**
 * Minor units as money in the reader's locale, with the currency's own decimal digits (EUR 2, JPY 0, KWD 3) or
 * none in the no-cents variant. '?' or an empty code is EUR; an unknown code fails with 'Currency code not found'.
 * Intl is fed the exact decimal string, so no amount is too large to show every digit.
 */
export function formatMoney(
  minor: number | bigint,
  code: string | null | undefined,
  locale: Locales,
  options: MoneyFormatOptions = {},
): string {
  const currency = getCurrency(code, locale);
  return moneyFormatter(locale, currency, options.cents ?? true).format(majorStringOf(minor, currency, locale));
}

/**
 * A number with 2 decimals in the reader's locale (spec section 9), e.g. 1234.5 is '1,234.50' in en. A decimal
 * string (such as toMajorString's) is formatted exactly, whatever its size.
 */
export function formatDecimal(value: number | bigint | DecimalString, locale: Locales): string {
  const formatter = cachedFormatter(`decimal|${locale}`, () => {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  });
  return formatter.format(value);
}

/** A fraction as a percentage with 2 decimals in the reader's locale (spec section 9), e.g. 0.125 is '12.50%'. */
export function formatPercent(value: number | DecimalString, locale: Locales): string {
  const formatter = cachedFormatter(`percent|${locale}`, () => {
    return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  });
  return formatter.format(value);
}
