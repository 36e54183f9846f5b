import { dayRangeOf, queryDay } from '@ops/core/list-query';
import { currencies } from '@ops/core/money';
import { and, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { createdWithinDays } from '../created-within-days.ts';
import { sqlOperators, type ValueCondition } from './list-query-sql.ts';

/** `%`, `_` and the escape character are wildcards to LIKE; in a code they mean themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`);

/** An enum or currency field: the column equals the (upper-case) value. */
export const equalTo =
  (column: Column): ValueCondition =>
  (value) =>
    eq(column, value);

/**
 * A code field: the code itself, or with a trailing `*` the codes that start with it. `lower` compares in lower case
 * (to use an index on `lower(column) text_pattern_ops`); otherwise as typed (an index on `column text_pattern_ops`).
 */
export const codeMatching =
  (column: Column | SQL, options: { lower?: boolean } = {}): ValueCondition =>
  (value) => {
    const prefix = value.endsWith('*');
    const code = prefix ? value.slice(0, -1) : value;
    const target = options.lower ? sql`lower(${column})` : sql`${column}`;
    const text = options.lower ? code.toLowerCase() : code;
    return prefix ? sql`${target} like ${`${escapeLike(text)}%`}` : sql`${target} = ${text}`;
  };

/** An amount as shown (`10.50`) in minor units of a currency with `digits` decimals, exact: `1050`, or `10.5`. */
function minorUnitsText(amount: string, digits: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const kept = fraction.padEnd(digits, '0').slice(0, digits);
  const rest = fraction.slice(digits);
  return `${whole}${kept}${rest ? `.${rest}` : ''}`;
}

const codesWithDigits = (digits: number) =>
  Object.entries(currencies)
    .filter(([, currency]) => currency.decimal_digits === digits)
    .map(([code]) => code);
const otherDigits = [...new Set(Object.values(currencies).map((currency) => currency.decimal_digits))].filter(
  (digits) => digits !== 2,
);

/**
 * A money field: the amount typed as shown, compared in each row's own currency's minor units (10.50 is 1050 EUR
 * cents, 10.5 JPY stays 10.5 and matches no whole yen with `:`).
 */
export const amountComparing =
  (amount: Column, currency: Column): ValueCondition =>
  (value, operator) => {
    const scaled = otherDigits.reduce(
      (otherwise, digits) =>
        sql`case when ${inArray(currency, codesWithDigits(digits))} then ${minorUnitsText(value, digits)}::numeric else ${otherwise} end`,
      sql`${minorUnitsText(value, 2)}::numeric`,
    );
    return sql`${amount} ${sqlOperators[operator]} ${scaled}`;
  };

/** A date field on a moment column: the UTC days the comparison holds, relative days counted from `today`. */
export const createdOn =
  (createdAt: Column, today: Date): ValueCondition =>
  (value, operator) =>
    and(...createdWithinDays(createdAt, dayRangeOf(operator, queryDay(value, today))));
