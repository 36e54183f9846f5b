import type { KycTaskPage, kycTaskListQuerySchema } from '@ops/core/contract';
import { and, asc, count, eq, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { divisions, kycProfiles, kycTasks } from '../../db/schema/index.ts';
import { selectTasks, sellerTier, taskToWire } from './kyc-task-rows.ts';

type TaskListQuery = z.output<typeof kycTaskListQuerySchema>;

const dayMs = 86_400_000;

/** The filters besides status: the counts are of each status under these. */
function otherFilters(query: TaskListQuery): SQL | undefined {
  return and(
    query.merchantCode ? eq(kycTasks.merchantCode, query.merchantCode) : undefined,
    query.tier ? eq(sellerTier, query.tier) : undefined,
    query.olderThanDays !== undefined
      ? lte(kycTasks.createdAt, new Date(Date.now() - query.olderThanDays * dayMs))
      : undefined,
  );
}

async function countsByStatus(db: Queryable, query: TaskListQuery, where: SQL | undefined) {
  const base = db.select({ status: kycTasks.status, total: count() }).from(kycTasks).$dynamic();
  // The tier is the seller's own or its division's: joined only when filtered on.
  const joined = query.tier
    ? base
        .innerJoin(
          divisions,
          and(eq(divisions.code, kycTasks.divisionCode), eq(divisions.merchantCode, kycTasks.merchantCode)),
        )
        .leftJoin(kycProfiles, eq(kycProfiles.accountHolderCode, kycTasks.accountHolderCode))
    : base;
  const rows = await joined.where(where).groupBy(kycTasks.status);
  const counts = { OPEN: 0, ASSIGNED: 0, DONE: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** The queue, oldest first, filtered and paged, with the count of each status under the same filters. */
export async function listKycTasks(db: Queryable, query: TaskListQuery): Promise<KycTaskPage> {
  const others = otherFilters(query);
  const where = and(query.status ? eq(kycTasks.status, query.status) : undefined, others);
  const [rows, counts] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(asc(kycTasks.createdAt), asc(kycTasks.code))
      .limit(query.limit)
      .offset(query.page * query.limit),
    countsByStatus(db, query, others),
  ]);
  return {
    elements: rows.map(taskToWire),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount: query.status ? counts[query.status] : counts.OPEN + counts.ASSIGNED + counts.DONE,
    counts,
  };
}
