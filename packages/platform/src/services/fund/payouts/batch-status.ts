import type { PayoutBatchStatus } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import { chunksOf } from '../../../db/chunks-of.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches } from '../../../db/schema/index.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

/** Statuses in which the bank has the batch: its items settle one by one. */
const atTheBank: readonly PayoutBatchStatus[] = ['IN_PROGRESS', 'COMPLETE', 'PARTIALLY_FAILED', 'FAILED'];

/** Statuses of a batch whose every item the bank settled. */
const settledByTheBank: readonly PayoutBatchStatus[] = ['COMPLETE', 'PARTIALLY_FAILED', 'FAILED'];

/** Batches whose settlement one statement reads at once. */
const chunkSize = 500;

/**
 * After the bank settled an item: a batch at the bank with no item left unsettled is COMPLETE when every item
 * was paid, FAILED when none was, PARTIALLY_FAILED otherwise. A return after completion reopens the verdict.
 */
export function refreshSettledBatch(
  tx: Transaction,
  payoutCode: string,
  change: { actorEmail: string; action: string },
): Promise<void> {
  return refreshSettledBatches(tx, [payoutCode], change);
}

/**
 * `refreshSettledBatch` for many batches at once (a reconciliation run's), in code order: one statement reads the
 * settled ones among 500 (a batch with an accepted item left is passed over through the open items' index, without
 * counting its items), and only the batches whose status changes are written and audited.
 */
export async function refreshSettledBatches(
  tx: Transaction,
  payoutCodes: readonly string[],
  change: { actorEmail: string; action: string },
): Promise<void> {
  for (const chunk of chunksOf([...new Set(payoutCodes)].sort(), chunkSize)) {
    const settled = await selectRows<{ code: string; status: PayoutBatchStatus; paid: number; returned: number }>(
      tx,
      sql`select b.code, b.status,
          (count(*) filter (where r.status = 'PROCESSED'))::int as paid,
          (count(*) filter (where r.status in ('RETURNED', 'REGENERATED')))::int as returned
        from payout_batches b left join payout_requests r on r.payout_code = b.code
        where b.code in (${sql.join(
          chunk.map((code) => sql`${code}`),
          sql`, `,
        )})
          and b.status in (${sql.join(
            atTheBank.map((status) => sql`${status}`),
            sql`, `,
          )})
          and not exists (select 1 from payout_requests o where o.payout_code = b.code and o.status = 'ACCEPTED')
        group by b.code, b.status order by b.code`,
    );
    for (const figures of settled) {
      const status: PayoutBatchStatus =
        Number(figures.returned) === 0 ? 'COMPLETE' : Number(figures.paid) === 0 ? 'FAILED' : 'PARTIALLY_FAILED';
      if (status === figures.status) continue;
      await tx.update(payoutBatches).set({ status, updatedAt: sql`now()` }).where(eq(payoutBatches.code, figures.code));
      await recordAudit(tx, {
        ...change,
        entityType: 'payoutBatch',
        entityId: figures.code,
        before: { status: figures.status },
        after: { status },
      });
    }
  }
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
