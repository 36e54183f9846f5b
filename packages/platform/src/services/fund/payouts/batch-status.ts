import type { PayoutBatchStatus } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches } from '../../../db/schema/index.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

/** Statuses in which the bank has the batch: its items settle one by one. */
const atTheBank: readonly PayoutBatchStatus[] = ['IN_PROGRESS', 'COMPLETE', 'PARTIALLY_FAILED', 'FAILED'];

/** Statuses of a batch whose every item the bank settled. */
const settledByTheBank: readonly PayoutBatchStatus[] = ['COMPLETE', 'PARTIALLY_FAILED', 'FAILED'];

/**
 * After the bank settled an item: a batch at the bank with no item left unsettled is COMPLETE when every item
 * was paid, FAILED when none was, PARTIALLY_FAILED otherwise. A return after completion reopens the verdict.
 */
export async function refreshSettledBatch(
  tx: Transaction,
  payoutCode: string,
  change: { actorEmail: string; action: string },
): Promise<void> {
  const [figures] = await selectRows<{ status: PayoutBatchStatus; open: number; paid: number; returned: number }>(
    tx,
    sql`select b.status,
        (count(*) filter (where r.status = 'ACCEPTED'))::int as open,
        (count(*) filter (where r.status = 'PROCESSED'))::int as paid,
        (count(*) filter (where r.status in ('RETURNED', 'REGENERATED')))::int as returned
      from payout_batches b left join payout_requests r on r.payout_code = b.code
      where b.code = ${payoutCode} group by b.status`,
  );
  if (!figures || !atTheBank.includes(figures.status) || Number(figures.open) > 0) return;
  const settled: PayoutBatchStatus =
    Number(figures.returned) === 0 ? 'COMPLETE' : Number(figures.paid) === 0 ? 'FAILED' : 'PARTIALLY_FAILED';
  if (settled === figures.status) return;
  await tx
    .update(payoutBatches)
    .set({ status: settled, updatedAt: sql`now()` })
    .where(eq(payoutBatches.code, payoutCode));
  await recordAudit(tx, {
    ...change,
    entityType: 'payoutBatch',
    entityId: payoutCode,
    before: { status: figures.status },
    after: { status: settled },
  });
}

/**
 * After a settlement was undone (a workbench unmatch): a batch the bank had settled that has an item open again is
 * IN_PROGRESS again, as it was before its items settled.
 */
export async function reopenSettledBatch(
  tx: Transaction,
  payoutCode: string,
  change: { actorEmail: string; action: string },
): Promise<void> {
  const [batch] = await tx
    .select({ status: payoutBatches.status })
    .from(payoutBatches)
    .where(eq(payoutBatches.code, payoutCode))
    .for('update');
  if (!batch || !settledByTheBank.includes(batch.status)) return;
  await tx
    .update(payoutBatches)
    .set({ status: 'IN_PROGRESS', updatedAt: sql`now()` })
    .where(eq(payoutBatches.code, payoutCode));
  await recordAudit(tx, {
    ...change,
    entityType: 'payoutBatch',
    entityId: payoutCode,
    before: { status: batch.status },
    after: { status: 'IN_PROGRESS' },
  });
}
