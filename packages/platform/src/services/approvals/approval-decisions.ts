import type { ApprovalRequest } from '@ops/core/contract';
import type { Database, Transaction } from '../../db/database.ts';
import { conflict, forbidden } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { runApprovalJob } from './approval-jobs.ts';
import { approvalMessages } from './approval-messages.ts';
import type { ApprovalRequestRow } from './approval-request-rows.ts';
import { expireIfDue, lockRequest, writeDecision } from './approval-writes.ts';

const refusals = approvalMessages.refusals;

type Decided = { request: ApprovalRequest; expiredAt?: undefined } | { expiredAt: Date; request?: undefined };

/** Decides in one transaction; a request found expired is marked so (committed) and then refused. */
async function decide(
  database: Database,
  code: string,
  work: (tx: Transaction, row: ApprovalRequestRow) => Promise<ApprovalRequest>,
): Promise<ApprovalRequest> {
  const decided = await database.transaction(async (tx): Promise<Decided> => {
    const row = await lockRequest(tx, code);
    if (await expireIfDue(tx, row, new Date())) return { expiredAt: row.expiresAt };
    if (row.status !== 'PENDING') throw conflict(refusals.notWaiting({ status: row.status }));
    return { request: await work(tx, row) };
  });
  if (decided.expiredAt) throw conflict(refusals.expired({ at: decided.expiredAt.toISOString() }));
  return decided.request;
}

/**
 * Adds the caller's approval in order. The requester is refused (403), and so is a second approval by the same
 * account. The last approval makes the request APPROVED and queues its run in the same transaction (the run job,
 * keyed by the code), so the call runs even when this process dies before running it.
 */
export function recordApproval(database: Database, code: string, caller: Caller): Promise<ApprovalRequest> {
  return decide(database, code, async (tx, row) => {
    if (row.requestedBy === caller.email) throw forbidden(refusals.ownRequest());
    if (row.approvals.some((approval) => approval.by === caller.email)) throw forbidden(refusals.approvedAlready());
    const now = new Date();
    const approvals = [...row.approvals, { by: caller.email, name: caller.name, at: now.toISOString() }];
    const last = approvals.length >= row.approvalsNeeded;
    const change = last ? { approvals, status: 'APPROVED' as const, decidedAt: now } : { approvals };
    const request = await writeDecision(tx, row, change, caller.email, 'approveApprovalRequest');
    if (last) await enqueueJob(tx, runApprovalJob, { code }, { key: code });
    return request;
  });
}

/** Rejects a waiting request with the caller's reason: it runs nothing. */
export function recordRejection(
  database: Database,
  code: string,
  caller: Caller,
  reason: string,
): Promise<ApprovalRequest> {
  return decide(database, code, (tx, row) => {
    const now = new Date();
    const rejection = { by: caller.email, name: caller.name, at: now.toISOString(), reason };
    return writeDecision(
      tx,
      row,
      { status: 'REJECTED', rejection, decidedAt: now },
      caller.email,
      'rejectApprovalRequest',
    );
  });
}
