import { dayRangeOf, queryDay } from '@ops/core/list-query';
import { currencies } from '@ops/core/money';
import { and, type Column, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
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
 * A negated enum field on a column that is never empty: the rows holding any other of its values, `-status:a` as
 * `status in (b, c)` (the same rows as `not (status = a)` there, found through an index on the column).
 */
export const enumOutside =
  (column: Column, values: readonly string[]) =>
  (negated: readonly string[]): SQL =>
    inArray(
      column,
      values.filter((value) => !negated.includes(value)),
    );

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

/** Minor units as a bound value: a whole number as bigint (the column's type, so its statistics apply), else exact. */
const boundUnits = (units: string) => (units.includes('.') ? sql`${units}::numeric` : sql`${units}::bigint`);

/**
 * A money field: the amount typed as shown, compared in each row's own currency's minor units (10.50 is 1050 EUR
 * cents, 10.5 JPY stays 10.5 and matches no whole yen with `:`). One comparison with a constant for each count of
 * decimals, ORed: the planner then estimates it from the column's statistics (a rare balance is found from the rows
 * that hold it, not by probing every row of the list), which a comparison with a per-row expression defeated. The
 * amount may be an expression too (a payout batch's total of its items).
 */
export const amountComparing =
  (amount: Column | SQL, currency: Column): ValueCondition =>
  (value, operator) =>
    inCurrencyUnits(currency, value, (units) => sql`${amount} ${sqlOperators[operator]} ${units}`);

/**
 * An amount typed as shown, in each row's own currency's minor units: the condition on the units for each count of
 * decimals, ORed, each for the currencies of that many decimals.
 */
function inCurrencyUnits(currency: Column, value: string, condition: (units: SQL) => SQL): SQL {
  const otherCodes = otherDigits.flatMap(codesWithDigits);
  return or(
    ...otherDigits.map((digits) =>
      and(inArray(currency, codesWithDigits(digits)), condition(boundUnits(minorUnitsText(value, digits)))),
    ),
    and(notInArray(currency, otherCodes), condition(boundUnits(minorUnitsText(value, 2)))),
  ) as SQL;
}

/**
 * Whether an amount comparison's truth changes within a band of amounts, `low` to `high` in minor units (the kept
 * counts' bands, `amount-band-counts.ts`): `>=` and `<` change between the value less one and the value, `>` and `<=`
 * between the value and the value plus one, `:` at both. A band where no comparison of a query changes is all in its
 * rows or all out, as its lowest amount is.
 */
export const amountBreaking =
  (low: Column, high: Column, currency: Column): ValueCondition =>
  (value, operator) =>
    inCurrencyUnits(currency, value, (units) => {
      if (operator === '>=' || operator === '<') return sql`(${low} < ${units} and ${units} <= ${high})`;
      if (operator === '>' || operator === '<=') return sql`(${low} <= ${units} and ${units} < ${high})`;
      return sql`(${low} <= ${units} and ${units} <= ${high} and ${low} < ${high})`;
    });

/** A date field on a moment column: the UTC days the comparison holds, relative days counted from `today`. */
export const createdOn =
  (createdAt: Column, today: Date): ValueCondition =>
  (value, operator) =>
    and(...createdWithinDays(createdAt, dayRangeOf(operator, queryDay(value, today))));

/** A date field on a day (a `date` column or expression): the days the comparison holds, relative to `today`. */
export const dayOn =
  (day: Column | SQL, today: Date): ValueCondition =>
  (value, operator) => {
    const { createdFrom, createdTo } = dayRangeOf(operator, queryDay(value, today));
    return and(
      createdFrom ? sql`${day} >= ${createdFrom}::date` : undefined,
      createdTo ? sql`${day} <= ${createdTo}::date` : undefined,
    );
  };

/**
 * A date field on a period (two day columns): the periods overlapping the days the comparison holds, as the lists'
 * from and to filters: `period>=D` the periods ending on or after D, `period<=D` those starting on or before it,
 * `period:D` those holding D; relative days counted from `today`.
 */
export const periodOverlapping =
  (periodFrom: Column, periodTo: Column, today: Date): ValueCondition =>
  (value, operator) => {
    const days = dayRangeOf(operator, queryDay(value, today));
    return and(
      days.createdFrom ? gte(periodTo, days.createdFrom) : undefined,
      days.createdTo ? lte(periodFrom, days.createdTo) : undefined,
    );
  };
