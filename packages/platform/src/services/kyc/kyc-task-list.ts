import { type KycTaskPage, type kycTaskListQuerySchema, kycTaskStatuses } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { kycTaskQueryFields, type ListQuery } from '@ops/core/list-query';
import { and, asc, count, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { readListQuery } from '../../db/list-query/read-list-query.ts';
import { kycTaskCounts, kycTasks } from '../../db/schema/index.ts';
import { kycTaskQueryCondition, type SellersOfWords, sellersOfWords, statusesOf } from './kyc-task-query-sql.ts';
import { selectTasks, taskToWire } from './kyc-task-rows.ts';

type TaskListQuery = z.output<typeof kycTaskListQuerySchema>;

const dayMs = 86_400_000;

/** The filters and the query besides status: the counts are of each status under these. */
function otherFilters(
  query: TaskListQuery,
  listQuery: ListQuery | undefined,
  sellers: SellersOfWords,
): SQL | undefined {
  return and(
    query.merchantCode ? eq(kycTasks.merchantCode, query.merchantCode) : undefined,
    query.tier ? eq(kycTasks.tier, query.tier) : undefined,
    query.olderThanDays !== undefined
      ? lte(kycTasks.createdAt, new Date(Date.now() - query.olderThanDays * dayMs))
      : undefined,
    listQuery ? kycTaskQueryCondition(listQuery, calendarDayOf(new Date()), sellers) : undefined,
  );
}

/** Whether a query asks for nothing but statuses. */
const onlyStatuses = (listQuery: ListQuery | undefined) =>
  !listQuery || (listQuery.words.length === 0 && listQuery.clauses.every((clause) => clause.field === 'status'));

/**
 * The count of each status under the filters and query besides status: read from the kept counts (per merchant) when
 * only a merchant is filtered on, counted otherwise (an age or tier filter, a query).
 */
async function countsByStatus(
  db: Queryable,
  query: TaskListQuery,
  listQuery: ListQuery | undefined,
  where: SQL | undefined,
) {
  const kept = query.tier === undefined && query.olderThanDays === undefined && onlyStatuses(listQuery);
  const rows = kept
    ? await db
        .select({ status: kycTaskCounts.status, total: sql<number>`sum(${kycTaskCounts.tasks})::int` })
        .from(kycTaskCounts)
        .where(query.merchantCode ? eq(kycTaskCounts.merchantCode, query.merchantCode) : undefined)
        .groupBy(kycTaskCounts.status)
    : await db.select({ status: kycTasks.status, total: count() }).from(kycTasks).where(where).groupBy(kycTasks.status);
  const counts = { OPEN: 0, ASSIGNED: 0, DONE: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

const queueOrder = [asc(kycTasks.createdAt), asc(kycTasks.code)];

/**
 * The queue, oldest first, filtered (the query ANDed: a 400 when it cannot be read) and paged, with the count of each
 * status under the same filters and query. The page's codes are picked from the tasks first and only those 25 rows
 * are joined to their seller, merchant and division, so a deep page costs no more joins than the first.
 */
export async function listKycTasks(db: Queryable, query: TaskListQuery): Promise<KycTaskPage> {
  const listQuery = readListQuery(kycTaskQueryFields, query.query);
  const others = otherFilters(query, listQuery, await sellersOfWords(db, listQuery));
  const shown = statusesOf(listQuery).filter((status) => !query.status || status === query.status);
  // Every status shown needs no condition; none shown is `false`.
  const where = and(shown.length === kycTaskStatuses.length ? undefined : inArray(kycTasks.status, shown), others);
  const pageCodes = db
    .select({ code: kycTasks.code })
    .from(kycTasks)
    .where(where)
    .orderBy(...queueOrder)
    .limit(query.limit)
    .offset(query.page * query.limit);
  const rows = await selectTasks(db)
    .where(inArray(kycTasks.code, pageCodes))
    .orderBy(...queueOrder);
  const counts = await countsByStatus(db, query, listQuery, others);
  return {
    elements: rows.map(taskToWire),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount: shown.reduce((total, status) => total + counts[status], 0),
    counts,
  };
}
