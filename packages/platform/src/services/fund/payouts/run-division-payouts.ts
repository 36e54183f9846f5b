import type { ProcessedPayoutRequest, ProcessReport } from '@ops/core/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import { type DivisionAddress, inDivision, requireDivision } from '../../account-owner/scope.ts';
import { type ProcessRun, processPayoutRequests } from './process-payout-requests.ts';

/** The per-item report with its counts: FAILED and NOT_FOUND items failed, NOT_WAITING ones were skipped. */
export function processReportOf(items: ProcessedPayoutRequest[], readyPayoutCodes: string[] = []): ProcessReport {
  const counted = (outcomes: string[]) => items.filter((item) => outcomes.includes(item.outcome)).length;
  return {
    total: items.length,
    accepted: counted(['ACCEPTED']),
    failed: counted(['FAILED', 'NOT_FOUND']),
    skipped: counted(['NOT_WAITING']),
    items,
    readyPayoutCodes,
  };
}

/**
 * A division's payout run: every waiting payout request of the division is processed, then its open batches are
 * closed (READY) for approval; requests accepted later open a new batch.
 */
export async function runDivisionPayouts(
  tx: Transaction,
  division: DivisionAddress,
  run: ProcessRun,
): Promise<ProcessReport> {
  await requireDivision(tx, division);
  const waiting = await tx
    .select({ code: payoutRequests.code })
    .from(payoutRequests)
    .where(and(inDivision(payoutRequests, division), eq(payoutRequests.status, 'WAITING')))
    .orderBy(asc(payoutRequests.code));
  const items = await processPayoutRequests(
    tx,
    waiting.map((request) => request.code),
    run,
  );
  const closed = await tx
    .update(payoutBatches)
    .set({ status: 'READY', updatedAt: sql`now()` })
    .where(and(inDivision(payoutBatches, division), eq(payoutBatches.status, 'OPEN')))
    .returning({ code: payoutBatches.code });
  for (const { code } of closed) {
    await recordAudit(tx, {
      actorEmail: run.caller.email,
      action: run.action,
      entityType: 'payoutBatch',
      entityId: code,
      before: { status: 'OPEN' },
      after: { status: 'READY' },
    });
  }
  return processReportOf(
    items,
    closed.map((batch) => batch.code),
  );
}
