/** One row of the currency reference table; the field names are the reference table's own (spec section 5). */
export interface Currency {
  /** The symbol an English reader recognises, e.g. 'CA$' for the Canadian dollar. */
  readonly symbol: string;
  readonly name: string;
  /** The symbol in the currency's home locale, e.g. '$' for the Canadian dollar. */
  readonly symbol_native: string;
  /** How many digits the minor unit has: an amount of 1005 in a 2-digit currency is 10.05. */
  readonly decimal_digits: 0 | 2 | 3;
  /** The cash rounding increment: 0 except 0.05 for CHF. */
  readonly rounding: 0 | 0.05;
  readonly code: string;
  readonly name_plural: string;
}
