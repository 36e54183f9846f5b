import type { Locales } from '@ops/locales';
import type { Currency } from './currency.ts';
import { type CurrencyCode, currencies } from './currency-table.ts';
import { CurrencyNotFoundError } from './money-errors.ts';

/** Money is shown in EUR unless a record says otherwise (spec section 1). */
export const DEFAULT_CURRENCY_CODE = 'EUR' satisfies CurrencyCode;

/** '?' or an empty code means EUR (spec section 5); codes are matched case-insensitively, ignoring spaces. */
export function resolveCurrencyCode(code: string | null | undefined): string {
  const trimmed = code?.trim() ?? '';
  return trimmed === '' || trimmed === '?' ? DEFAULT_CURRENCY_CODE : trimmed.toUpperCase();
}

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(currencies, code);
}

/** The currency of a record's code, or undefined when the reference table does not know it. */
export function findCurrency(code: string | null | undefined): Currency | undefined {
  const resolved = resolveCurrencyCode(code);
  return isCurrencyCode(resolved) ? currencies[resolved] : undefined;
}

/** The currency of a record's code; an unknown code fails with 'Currency code not found' (spec section 5). */
export function getCurrency(code: string | null | undefined, locale?: Locales): Currency {
  const currency = findCurrency(code);
  if (currency === undefined) throw new CurrencyNotFoundError(resolveCurrencyCode(code), locale);
  return currency;
}
