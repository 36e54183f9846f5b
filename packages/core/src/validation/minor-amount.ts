import { type Checked, failed, passed } from './checked.ts';

export interface AmountBounds {
  min?: number;
  max?: number;
}

const digitsOnly = /^\d+$/;

/**
 * An amount in minor units (EUR 10.00 is 1000), as typed or as a number: a whole number of at least 0, within
 * the optional bounds. Amounts past Number.MAX_SAFE_INTEGER are refused rather than rounded.
 */
export function checkMinorAmount(
  input: string | number | null | undefined,
  bounds: AmountBounds = {},
): Checked<number> {
  const text = typeof input === 'string' ? input.trim() : input;
  if (text == null || text === '') return failed('valueNotProvided');
  if (typeof text === 'string' && !digitsOnly.test(text)) return failed('invalidAmount');
  const amount = Number(text);
  if (!Number.isSafeInteger(amount) || amount < 0) return failed('invalidAmount');
  if (bounds.min !== undefined && amount < bounds.min) return failed('valueTooLow');
  if (bounds.max !== undefined && amount > bounds.max) return failed('valueTooHigh');
  return passed(amount);
}
