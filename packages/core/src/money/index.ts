export type { Currency } from './currency.ts';
export {
  DEFAULT_CURRENCY_CODE,
  findCurrency,
  getCurrency,
  isCurrencyCode,
  resolveCurrencyCode,
} from './currency-lookup.ts';
export { type CurrencyCode, currencies } from './currency-table.ts';
export { flagCountryCodes } from './flag-country-codes.ts';
export { BLANK_FLAG, type CurrencyFlag, flagFor, flagSource } from './flags.ts';
export { formatDecimal, formatMoney, formatPercent, type MoneyFormatOptions } from './formatting.ts';
export { type DecimalString, toMajorString, toMinorUnits, toMinorUnitsBigInt } from './minor-units.ts';
export { CurrencyNotFoundError, InvalidAmountError, type InvalidAmountReason } from './money-errors.ts';
