import type { Locales } from '@ops/locales';
import { formatMoney, isCurrencyCode } from '../money/index.ts';
import { type Checked, checkMinorAmount, passed } from '../validation/index.ts';

/**
 * An amount of the split creator as typed: minor units, as in every other form (spec section 9: '1050' EUR is
 * €10.50), a whole number of at least 0. Empty is not provided yet (undefined), which the rules decide about.
 */
export function readTypedAmount(typed: string): Checked<number | undefined> {
  return typed.trim() === '' ? passed(undefined) : checkMinorAmount(typed);
}

/**
 * What the typed minor units are in major units of the currency, in the reader's language ('1050' EUR is '€10.50'
 * in English, '€ 10,50' in Dutch), to show beside the field while typing; undefined while it reads as no amount.
 */
export function typedAmountInMajorUnits(typed: string, currency: string, locale: Locales): string | undefined {
  const amount = readTypedAmount(typed);
  const code = currency.trim().toUpperCase();
  if (!amount.ok || amount.value === undefined || !isCurrencyCode(code)) return undefined;
  return formatMoney(amount.value, code, locale);
}
