import type { ApprovalRequest, ApprovalRequestListQuery } from '@ops/core/contract';
import { and, desc, eq, gt, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { approvalRequests } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { approvalMessages } from './approval-messages.ts';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** A stored request as the contract shows it. */
export function approvalRequestOf(row: ApprovalRequestRow): ApprovalRequest {
  const { routeId: _routeId, callerKey: _callerKey, runningUntil: _runningUntil, ...shown } = row;
  return {
    ...shown,
    operation: row.operation,
    outcome: row.outcome as ApprovalRequest['outcome'],
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    executedAt: iso(row.executedAt),
  };
}

export async function readApprovalRequest(db: Queryable, code: string): Promise<ApprovalRequest> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.code, code));
  if (!row) throw notFound(approvalMessages.refusals.notFound());
  return approvalRequestOf(row);
}

/**
 * A page of requests, newest first. "Waiting for me" walks the open requests' partial index
 * (`approval_requests_open_idx`) and leaves out the caller's own, the expired and those the caller approved.
 */
export async function listApprovalRequests(db: Queryable, query: ApprovalRequestListQuery, callerEmail: string) {
  const filters: SQL[] = [];
  if (query.waitingForMe) {
    filters.push(
      eq(approvalRequests.status, 'PENDING'),
      gt(approvalRequests.expiresAt, sql`now()`),
      ne(approvalRequests.requestedBy, callerEmail),
    );
  }
  if (query.status) filters.push(eq(approvalRequests.status, query.status));
  if (query.divisionCode) filters.push(eq(approvalRequests.divisionCode, query.divisionCode));
  const approvedByCaller = sql`${approvalRequests.approvals} @> ${JSON.stringify([{ by: callerEmail }])}::jsonb`;
  const where = and(...filters, query.waitingForMe ? not(approvedByCaller) : undefined);
  const countOf = async (condition: SQL | undefined) =>
    (await db.select({ count: sql<number>`count(*)::int` }).from(approvalRequests).where(condition))[0]?.count ?? 0;
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(where)
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.code))
    .limit(query.limit)
    .offset(query.page * query.limit);
  // Counted as all open ones less those the caller approved: two narrow index scans instead of every open row.
  const totalCount = query.waitingForMe
    ? (await countOf(and(...filters))) - (await countOf(and(...filters, approvedByCaller)))
    : await countOf(where);
  return { elements: rows.map(approvalRequestOf), pageNumber: query.page, pageSize: query.limit, totalCount };
}
