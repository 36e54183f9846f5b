import { dayRangeOf, type QueryOperator, queryDay } from '@ops/core/list-query';
import { and, type Column, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { createdWithinDays } from '../created-within-days.ts';
import { codesWithDigits, currenciesBesideTwoDigits, otherDigits } from '../currency-digits.ts';
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

/** A comparison with whole minor units, as a column of them is compared: the operator and the bound. */
interface WholeComparison {
  operator: QueryOperator;
  units: SQL;
}

/**
 * A comparison of an amount typed as shown, in a currency with `digits` decimals, as the same comparison with whole
 * minor units, so an index on the amount serves it: `10.50` is 1050 cents; `500.00` yen is 500; a part of a minor unit
 * moves the bound to the whole unit the comparison means (`>= 10.5` yen is `>= 11`, `< 10.5` is `< 11`, `> 10.5` and
 * `<= 10.5` keep 10); `: 10.5` yen holds for no whole amount (undefined).
 */
function wholeComparison(amount: string, digits: number, operator: QueryOperator): WholeComparison | undefined {
  const [whole = '0', part = ''] = minorUnitsText(amount, digits).split('.');
  const units = (value: bigint) => sql`${value.toString()}::bigint`;
  if (/^0*$/.test(part)) return { operator, units: units(BigInt(whole)) };
  if (operator === ':') return undefined;
  const roundedUp = operator === '>=' || operator === '<';
  return { operator, units: units(BigInt(whole) + (roundedUp ? 1n : 0n)) };
}

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
    inCurrencyUnits(
      currency,
      value,
      operator,
      (whole) => sql`${amount} ${sqlOperators[whole.operator]} ${whole.units}`,
    );

/**
 * An amount comparison in each row's own currency's whole minor units (`wholeComparison`): the condition for each
 * count of decimals, ORed, each for the currencies of that many decimals (false where no whole amount compares so).
 */
function inCurrencyUnits(
  currency: Column,
  value: string,
  operator: QueryOperator,
  condition: (whole: WholeComparison) => SQL,
): SQL {
  const compared = (digits: number) => {
    const whole = wholeComparison(value, digits, operator);
    return whole ? condition(whole) : sql`false`;
  };
  return or(
    ...otherDigits.map((digits) => and(inArray(currency, codesWithDigits(digits)), compared(digits))),
    and(notInArray(currency, currenciesBesideTwoDigits), compared(2)),
  ) as SQL;
}

/**
 * Whether an amount comparison's truth changes within a band of amounts, `low` to `high` in minor units (the kept
 * counts' bands, `amount-band-counts.ts`): `>=` and `<` change between the bound less one and the bound, `>` and `<=`
 * between the bound and the bound plus one, `:` at both. A band where no comparison of a query changes is all in its
 * rows or all out, as its lowest amount is.
 */
export const amountBreaking =
  (low: Column, high: Column, currency: Column): ValueCondition =>
  (value, operator) =>
    inCurrencyUnits(currency, value, operator, ({ operator: compared, units }) => {
      if (compared === '>=' || compared === '<') return sql`(${low} < ${units} and ${units} <= ${high})`;
      if (compared === '>' || compared === '<=') return sql`(${low} <= ${units} and ${units} < ${high})`;
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
