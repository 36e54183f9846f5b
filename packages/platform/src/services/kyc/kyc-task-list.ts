import type { KycTaskPage, kycTaskListQuerySchema } from '@ops/core/contract';
import { and, asc, count, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { divisions, kycProfiles, kycTaskCounts, kycTasks } from '../../db/schema/index.ts';
import { selectTasks, taskToWire } from './kyc-task-rows.ts';

type TaskListQuery = z.output<typeof kycTaskListQuerySchema>;

const dayMs = 86_400_000;

/** A task's seller's tier (its own, else its division's), read without joining: the filters stay on the tasks. */
const taskTier = sql`coalesce(
  (select ${kycProfiles.tier} from ${kycProfiles} where ${kycProfiles.accountHolderCode} = ${kycTasks.accountHolderCode}),
  (select ${divisions.kycTier} from ${divisions}
    where ${divisions.code} = ${kycTasks.divisionCode} and ${divisions.merchantCode} = ${kycTasks.merchantCode})
)`;

/** The filters besides status: the counts are of each status under these. */
function otherFilters(query: TaskListQuery): SQL | undefined {
  return and(
    query.merchantCode ? eq(kycTasks.merchantCode, query.merchantCode) : undefined,
    query.tier ? sql`${taskTier} = ${query.tier}` : undefined,
    query.olderThanDays !== undefined
      ? lte(kycTasks.createdAt, new Date(Date.now() - query.olderThanDays * dayMs))
      : undefined,
  );
}

/**
 * The count of each status under the filters besides status: read from the kept counts (per merchant) when only a
 * merchant is filtered on, counted otherwise (an age or tier filter).
 */
async function countsByStatus(db: Queryable, query: TaskListQuery, where: SQL | undefined) {
  const kept = query.tier === undefined && query.olderThanDays === undefined;
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
 * The queue, oldest first, filtered and paged, with the count of each status under the same filters. The page's
 * codes are picked from the tasks first and only those 25 rows are joined to their seller, merchant and division,
 * so a deep page costs no more joins than the first.
 */
export async function listKycTasks(db: Queryable, query: TaskListQuery): Promise<KycTaskPage> {
  const others = otherFilters(query);
  const where = and(query.status ? eq(kycTasks.status, query.status) : undefined, others);
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
  const counts = await countsByStatus(db, query, others);
  return {
    elements: rows.map(taskToWire),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount: query.status ? counts[query.status] : counts.OPEN + counts.ASSIGNED + counts.DONE,
    counts,
  };
}
