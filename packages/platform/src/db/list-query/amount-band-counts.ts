import type { ListQuery } from '@ops/core/list-query';
import { type Column, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows } from '../../ledger/sql-rows.ts';
import type { Queryable } from '../database.ts';
import { keptCountsAnswer } from './kept-counts.ts';
import { type ListQuerySql, listQueryCondition } from './list-query-sql.ts';
import { amountBreaking, amountComparing, equalTo } from './value-conditions.ts';

/** The fields every list's counts per amount band are keyed by. */
const bandFields = ['amount', 'currency'];

/**
 * Whether a list's counts per currency and amount band answer how many rows a query matches: an amount range
 * (`amount>=1000`, `amount<500 currency:EUR`), nothing but amounts, currencies and the further fields the list's
 * counts are keyed by (`AmountBands.counts.keys`, its field names as `keyedBy`), no search word.
 */
export const amountBandsAnswer = (query: ListQuery | undefined, keyedBy: readonly string[] = []): query is ListQuery =>
  !!query &&
  query.clauses.some((clause) => clause.field === 'amount') &&
  keptCountsAnswer(new Set([...bandFields, ...keyedBy]), query);

/**
 * A list's counts per currency and amount band (each band's lowest and highest amount in minor units), and per
 * division when the counts have one, those of the list's scope; `keys` the list's further query fields the counts are
 * keyed by (a batch's status, merchant and division), as conditions on the counts. And the rows they count, with
 * `condition` the list's filters and query on them, scope included. The rows need an index on their division (when
 * counted by it), amount and currency, in that order.
 */
export interface AmountBands {
  counts: {
    table: PgTable;
    scope: SQL | undefined;
    division?: Column;
    currency: Column;
    low: Column;
    high: Column;
    count: Column;
    keys?: Pick<ListQuerySql, 'fields' | 'negations'>;
  };
  rows: { table: PgTable; condition: SQL | undefined; division?: Column; amount: Column; currency: Column };
}

/**
 * How many rows an amount query matches, exactly, without reading most of them: the bands wholly in the query's
 * range are added up from the counts, and only the rows of a band the range splits (a band that holds one of the
 * query's amounts, at most two a comparison) are counted, through the index on the amount, each band once however
 * many counts of further keys share it (a batch's statuses). A band no comparison splits is all in or all out, as its
 * lowest amount is.
 */
export async function countByAmountBands(db: Queryable, bands: AmountBands, query: ListQuery): Promise<number> {
  const { counts, rows } = bands;
  const onBands: ListQuerySql = {
    fields: {
      ...counts.keys?.fields,
      amount: amountComparing(counts.low, counts.currency),
      currency: equalTo(counts.currency),
    },
    negations: counts.keys?.negations,
    word: () => undefined,
  };
  const splits = amountBreaking(counts.low, counts.high, counts.currency);
  const split = or(
    ...query.clauses
      .filter((clause) => clause.field === 'amount')
      .flatMap((clause) => clause.values.map((value) => splits(value, clause.operator))),
  );
  const [total] = await selectRows<{ total: string }>(
    db,
    sql`with bands as materialized (
        select ${counts.division ?? sql`null`} as division, ${counts.currency} as currency, ${counts.low} as low, ${counts.high} as high, ${counts.count} as n,
          coalesce(${split}, false) as split, coalesce(${listQueryCondition(onBands, query)}, false) as holds
        from ${counts.table}
        where ${counts.count} <> 0 and ${counts.scope ?? sql`true`}
      )
      select (
        coalesce((select sum(n) from bands where holds and not split), 0)
        + (select count(*) from (select distinct division, currency, low, high from bands where split) as split_bands
          cross join lateral (
            select 1 from ${rows.table}
            where ${rows.division ? sql`${rows.division} = split_bands.division and` : sql``} ${rows.amount} between split_bands.low and split_bands.high
              and ${rows.currency} = split_bands.currency
              and ${rows.condition ?? sql`true`}
          ) as counted)
      )::text as total`,
  );
  return Number(total?.total ?? 0);
}
