import { currencies } from '@ops/core/money';

/** The codes of the currencies with `digits` decimals (ISO 4217's minor units). */
export const codesWithDigits = (digits: number): string[] =>
  Object.entries(currencies)
    .filter(([, currency]) => currency.decimal_digits === digits)
    .map(([code]) => code);

/** The counts of decimals currencies have besides two, most currencies' (0 and 3). */
export const otherDigits = [...new Set(Object.values(currencies).map((currency) => currency.decimal_digits))].filter(
  (digits) => digits !== 2,
);

/**
 * The codes of the currencies without two decimals: an amount query compares their rows with other minor units
 * (`amountComparing`), so the lists index those few rows apart, by currency first, and such a comparison finds them
 * there rather than reading a whole amount index.
 */
export const currenciesBesideTwoDigits: string[] = otherDigits.flatMap(codesWithDigits);
