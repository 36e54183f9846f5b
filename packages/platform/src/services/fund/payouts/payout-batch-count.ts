import type { PayoutBatchListQuery } from '@ops/core/contract';
import type { ListQuery } from '@ops/core/list-query';
import { and, type Column, count, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { type AmountBands, countByAmountBands } from '../../../db/list-query/amount-band-counts.ts';
import { payoutBatchAmountCounts, payoutBatchCounts, payoutBatches } from '../../../db/schema/index.ts';
import {
  batchBandKeys,
  batchBandsAnswer,
  batchCountsAnswer,
  payoutBatchCountCondition,
  payoutBatchQueryCondition,
} from './payout-batch-query-sql.ts';

/** The list's filters the kept counts are keyed by, on the batches or on their counts (the same column names). */
type KeyedColumns = Record<'merchantCode' | 'divisionCode' | 'status' | 'currency', Column>;

/** The query's filters of `KeyedColumns` as conditions on those columns. */
export const keyedFilter = (columns: KeyedColumns, query: PayoutBatchListQuery): (SQL | undefined)[] =>
  (['merchantCode', 'divisionCode', 'status', 'currency'] as const).map((field) => {
    const value = query[field];
    return value ? eq(columns[field], value) : undefined;
  });

/** The counts per amount band of the list's filters, and the batches they count, `condition` holding on those. */
const batchBands = (query: PayoutBatchListQuery, condition: SQL | undefined): AmountBands => {
  const bands = payoutBatchAmountCounts;
  return {
    counts: {
      table: bands,
      scope: and(...keyedFilter(bands, query)),
      division: bands.divisionCode,
      currency: bands.currency,
      low: bands.bandLow,
      high: bands.bandHigh,
      count: bands.batches,
      keys: batchBandKeys,
    },
    rows: {
      table: payoutBatches,
      condition,
      division: payoutBatches.divisionCode,
      amount: payoutBatches.itemsTotal,
      currency: payoutBatches.currency,
    },
  };
};

const clausesOf = (query: ListQuery, holds: (field: string) => boolean): ListQuery => ({
  clauses: query.clauses.filter((clause) => holds(clause.field)),
  words: query.words,
});

async function countRows(db: Queryable, condition: SQL | undefined): Promise<number> {
  const [total] = await db.select({ value: count() }).from(payoutBatches).where(condition);
  return total?.value ?? 0;
}

/**
 * How many batches an amount range matches within days (`status:in_progress amount>=500 created>-30d`), the counts
 * per amount band keeping no days: the counts per day say how many batches of the rest of the query were made within
 * the days and how many beside them, and the smaller side's batches are counted. Within them, directly; beside them,
 * taken off the batches of every day the band counts give. At most half the batches are read, and none when all of
 * them are within the days (or beside them), where counting them all read every batch.
 */
async function countBandsOnDays(
  db: Queryable,
  query: PayoutBatchListQuery,
  listQuery: ListQuery,
  { today, rowsMatching }: { today: Date; rowsMatching: SQL | undefined },
): Promise<number> {
  const days = clausesOf(listQuery, (field) => field === 'created');
  const everyDay = clausesOf(listQuery, (field) => field !== 'created');
  const counts = payoutBatchCounts;
  const withinDays = payoutBatchCountCondition(days, today);
  const [sides] = await db
    .select({
      within: sql<string>`coalesce(sum(${counts.batches}) filter (where ${withinDays}), 0)::text`,
      all: sql<string>`coalesce(sum(${counts.batches}), 0)::text`,
    })
    .from(counts)
    .where(
      and(
        ...keyedFilter(counts, query),
        payoutBatchCountCondition(
          clausesOf(everyDay, (field) => field !== 'amount'),
          today,
        ),
      ),
    );
  const within = Number(sides?.within ?? 0);
  if (within <= Number(sides?.all ?? 0) - within) return countRows(db, rowsMatching);
  const onEveryDay = and(...keyedFilter(payoutBatches, query), payoutBatchQueryCondition(everyDay, today));
  const [banded, besideDays] = await Promise.all([
    countByAmountBands(db, batchBands(query, onEveryDay), everyDay),
    countRows(db, and(onEveryDay, not(payoutBatchQueryCondition(days, today) ?? sql`true`))),
  ]);
  return banded - besideDays;
}

/**
 * How many batches the list's filters match: from the counts kept per merchant, division, day, status and currency
 * when every filter is on one of those; an amount range with currencies, statuses, merchants and divisions alone from
 * the counts kept per amount band (a few rows, however many batches), and with days too from those less the batches
 * beside the days, or those within them, whichever are fewer (`countBandsOnDays`); else counted (`rowsMatching`).
 */
export async function countBatches(
  db: Queryable,
  query: PayoutBatchListQuery,
  listQuery: ListQuery | undefined,
  { today, rowsMatching }: { today: Date; rowsMatching: SQL | undefined },
): Promise<number> {
  if (query.search) return countRows(db, rowsMatching);
  if (batchBandsAnswer(listQuery)) return countByAmountBands(db, batchBands(query, rowsMatching), listQuery);
  if (listQuery && batchBandsAnswer(clausesOf(listQuery, (field) => field !== 'created'))) {
    return countBandsOnDays(db, query, listQuery, { today, rowsMatching });
  }
  if (!batchCountsAnswer(listQuery)) return countRows(db, rowsMatching);
  const counts = payoutBatchCounts;
  const [total] = await db
    .select({ value: sql<number>`coalesce(sum(${counts.batches}), 0)::int` })
    .from(counts)
    .where(and(...keyedFilter(counts, query), listQuery ? payoutBatchCountCondition(listQuery, today) : undefined));
  return total?.value ?? 0;
}
