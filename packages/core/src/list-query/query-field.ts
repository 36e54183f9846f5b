import type { Locales, TranslationFunctions } from '@ops/locales';

/**
 * What a field of the list query language holds, which decides the operators and values it takes:
 * - `enum`: one of `values` (any case); `:` only, several values with commas.
 * - `money`: an amount as it is shown (1000, 10.50) in the row's own currency; `:`, `>`, `>=`, `<`, `<=`.
 * - `currency`: an ISO 4217 code (any case); `:` only.
 * - `date`: a UTC day, `2026-01-31`, or one relative to today, `-7d`, `-2w`, `-3m`, `-1y`, `today`; every operator.
 * - `code`: a code or an e-mail address, exact, or its start with a trailing `*` (`AH-00*`); `:` only.
 */
export type QueryFieldKind = 'enum' | 'money' | 'currency' | 'date' | 'code';

export interface QueryField {
  /** The name typed before the operator: `status`, `amount`. */
  name: string;
  kind: QueryFieldKind;
  /** An enum field's values, in the order completion offers them. */
  values?: readonly string[];
  /** An enum value in the reader's language, for completion. */
  valueLabel?: (value: string, i18n: { t: TranslationFunctions; locale: Locales }) => string;
}

/** A list's fields, by name (words without a field search the list), and an example query. */
export interface ListQueryFields {
  fields: readonly QueryField[];
  /** A query of the list to show as an example (the query field's placeholder). */
  example: string;
}

export const queryOperators = [':', '>=', '<=', '>', '<'] as const;
export type QueryOperator = (typeof queryOperators)[number];

/** The operators a kind of field takes. */
export function operatorsOf(kind: QueryFieldKind): readonly QueryOperator[] {
  return kind === 'money' || kind === 'date' ? queryOperators : [':'];
}

export function fieldNamed(fields: ListQueryFields, name: string): QueryField | undefined {
  const lower = name.toLowerCase();
  return fields.fields.find((field) => field.name === lower);
}
