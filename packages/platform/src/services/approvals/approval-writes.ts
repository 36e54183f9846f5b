import type { ApprovalRequest } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { approvalRequests } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { approvalMessages } from './approval-messages.ts';
import { emitApprovalStateChange } from './approval-notices.ts';
import { type ApprovalRequestRow, approvalRequestOf } from './approval-request-rows.ts';

// The writes every change of a request's state goes through: locked, audited, told to the webhook.

const refusals = approvalMessages.refusals;

/** The request locked for a decision: every decision on one request waits for the one before. */
export async function lockRequest(tx: Transaction, code: string): Promise<ApprovalRequestRow> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.code, code)).for('update');
  if (!row) throw notFound(refusals.notFound());
  return row;
}

/** Writes a decided row, audited under `action` and told to the webhook. */
export async function writeDecision(
  tx: Transaction,
  before: ApprovalRequestRow,
  change: Partial<ApprovalRequestRow>,
  actor: string,
  action: string,
): Promise<ApprovalRequest> {
  const [row] = await tx.update(approvalRequests).set(change).where(eq(approvalRequests.code, before.code)).returning();
  if (!row) throw notFound(refusals.notFound());
  const after = approvalRequestOf(row);
  await recordAudit(tx, {
    actorEmail: actor,
    action,
    entityType: 'approvalRequest',
    entityId: row.code,
    before: approvalRequestOf(before),
    after,
  });
  await emitApprovalStateChange(tx, after);
  return after;
}

/** Marks a waiting request whose time is up as EXPIRED: it runs nothing. Answers whether it did. */
export async function expireIfDue(tx: Transaction, row: ApprovalRequestRow, now: Date): Promise<boolean> {
  if (row.status !== 'PENDING' || row.expiresAt > now) return false;
  await writeDecision(tx, row, { status: 'EXPIRED', decidedAt: now }, 'approvals@ops.system', 'expireApprovalRequest');
  return true;
}

/** The expiry job's work: a request still waiting at its expiry becomes EXPIRED. */
export async function expireApprovalRequest(database: Database, code: string, now: Date): Promise<void> {
  await database.transaction(async (tx) => {
    await expireIfDue(tx, await lockRequest(tx, code), now);
  });
}
