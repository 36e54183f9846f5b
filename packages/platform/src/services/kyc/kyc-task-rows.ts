import type { KycTask } from '@ops/core/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { accountHolders, divisions, kycProfiles, kycTasks, merchants } from '../../db/schema/index.ts';

/** A seller's KYC tier: its own once set, else its division's. */
export const sellerTier = sql<KycTask['tier']>`coalesce(${kycProfiles.tier}, ${divisions.kycTier})`;

const taskColumns = {
  code: kycTasks.code,
  status: kycTasks.status,
  reason: kycTasks.reason,
  accountHolderCode: kycTasks.accountHolderCode,
  sellerName: accountHolders.name,
  sellerStatus: accountHolders.status,
  tier: sellerTier,
  merchantCode: kycTasks.merchantCode,
  merchantName: merchants.displayName,
  divisionCode: kycTasks.divisionCode,
  divisionName: divisions.displayName,
  assignee: kycTasks.assignee,
  assignedAt: kycTasks.assignedAt,
  createdAt: kycTasks.createdAt,
  closedAt: kycTasks.closedAt,
};

/** Tasks with their seller, merchant, division and tier, as the queue shows them. */
export function selectTasks(db: Queryable) {
  return db
    .select(taskColumns)
    .from(kycTasks)
    .innerJoin(accountHolders, eq(accountHolders.code, kycTasks.accountHolderCode))
    .innerJoin(merchants, eq(merchants.code, kycTasks.merchantCode))
    .innerJoin(
      divisions,
      and(eq(divisions.code, kycTasks.divisionCode), eq(divisions.merchantCode, kycTasks.merchantCode)),
    )
    .leftJoin(kycProfiles, eq(kycProfiles.accountHolderCode, kycTasks.accountHolderCode))
    .$dynamic();
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

export function taskToWire(row: TaskRow): KycTask {
  return {
    ...row,
    assignedAt: row.assignedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The task with that code, as the queue shows it; undefined when there is none. */
export async function findTask(db: Queryable, code: string, extra?: SQL): Promise<KycTask | undefined> {
  const [row] = await selectTasks(db).where(and(eq(kycTasks.code, code), extra));
  return row && taskToWire(row);
}
