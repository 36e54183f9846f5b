import type { PayoutBatch, PayoutBatchStatus } from '@ops/core/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches, payoutRequests, virtualAccounts } from '../../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { auditBatchChange } from './batch-audit.ts';
import { lockPayoutBatch, readPayoutBatch } from './payout-batch-queries.ts';
import { payoutMessages as messages } from './payout-messages.ts';
import { releasePayout } from './payout-money.ts';
import { recordPayoutRequestChange } from './payout-request-audit.ts';

export interface BatchAddress {
  merchantCode: string;
  divisionCode: string;
  payoutCode: string;
}

export interface BatchChange {
  caller: Caller;
  action: string;
  idempotencyKeyId: number | null;
}

/**
 * Locks the virtual accounts a batch's accepted items pay out from, in code order, before the batch itself:
 * processing and settlement take accounts before batches too, so a cancellation never waits on them in a circle.
 */
async function lockItemAccounts(tx: Transaction, payoutCode: string): Promise<void> {
  const accounts = await tx
    .selectDistinct({ code: payoutRequests.virtualAccountCode })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.payoutCode, payoutCode), eq(payoutRequests.status, 'ACCEPTED')));
  if (accounts.length === 0) return;
  await tx
    .select({ code: virtualAccounts.code })
    .from(virtualAccounts)
    .where(
      inArray(
        virtualAccounts.code,
        accounts.map((account) => account.code),
      ),
    )
    .orderBy(asc(virtualAccounts.code))
    .for('no key update');
}

/** Before the file goes to the bank a batch can still be cancelled, wholly or item by item. */
const cancellable: readonly PayoutBatchStatus[] = ['OPEN', 'READY', 'APPROVED'];

/**
 * Approves an open or ready batch in the approver's own name: the approver in the path must be the signed-in
 * user. The batch closes for new items; the next accepted request opens a new one.
 */
export async function approvePayoutBatch(
  tx: Transaction,
  address: BatchAddress,
  approverEmail: string,
  change: { caller: Caller; action: string },
): Promise<PayoutBatch> {
  if (approverEmail.trim().toLowerCase() !== change.caller.email.toLowerCase()) {
    throw forbidden(messages.approverNotCaller({ approver: approverEmail }));
  }
  const batch = await lockPayoutBatch(tx, address);
  const before = await readPayoutBatch(tx, address);
  if (batch.status !== 'OPEN' && batch.status !== 'READY') {
    throw conflict(messages.approveNotAllowed({ status: batch.status }));
  }
  if (before.itemCount === 0) throw conflict(messages.emptyBatch());
  await tx
    .update(payoutBatches)
    .set({ status: 'APPROVED', approvedBy: change.caller.email, approvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payoutBatches.code, batch.code));
  return auditBatchChange(tx, address, change, before);
}

async function cancelItems(tx: Transaction, items: (typeof payoutRequests.$inferSelect)[], change: BatchChange) {
  for (const item of items) {
    await releasePayout(tx, item, change.idempotencyKeyId);
    await tx
      .update(payoutRequests)
      .set({ status: 'CANCELLED', updatedAt: sql`now()` })
      .where(eq(payoutRequests.code, item.code));
    await recordPayoutRequestChange(tx, change, item.code, {
      before: { status: item.status },
      after: { status: 'CANCELLED' },
    });
  }
}

/**
 * Cancels a batch not yet instructed: each accepted item is cancelled and its amount moves from the payout
 * balance back to the confirmed balance, all in one transaction.
 */
export async function cancelPayoutBatch(
  tx: Transaction,
  address: BatchAddress,
  change: BatchChange,
): Promise<PayoutBatch> {
  await lockItemAccounts(tx, address.payoutCode);
  const batch = await lockPayoutBatch(tx, address);
  const before = await readPayoutBatch(tx, address);
  if (!cancellable.includes(batch.status)) throw conflict(messages.cancelNotAllowed({ status: batch.status }));
  const items = await tx
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.payoutCode, batch.code), eq(payoutRequests.status, 'ACCEPTED')))
    .orderBy(asc(payoutRequests.code))
    .for('update');
  await cancelItems(tx, items, change);
  await tx
    .update(payoutBatches)
    .set({ status: 'CANCELLED', cancelledBy: change.caller.email, cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payoutBatches.code, batch.code));
  return auditBatchChange(tx, address, change, before);
}

/**
 * Cancels one accepted item of a batch not yet instructed; its amount moves back to the confirmed balance. A
 * batch left without items is cancelled with it.
 */
export async function cancelPayoutItem(
  tx: Transaction,
  address: BatchAddress & { payoutRequestCode: string },
  change: BatchChange,
): Promise<PayoutBatch> {
  await lockItemAccounts(tx, address.payoutCode);
  const batch = await lockPayoutBatch(tx, address);
  const before = await readPayoutBatch(tx, address);
  const [item] = await tx
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.code, address.payoutRequestCode), eq(payoutRequests.payoutCode, batch.code)))
    .for('update');
  if (!item) {
    throw notFound(messages.itemNotInBatch({ code: address.payoutRequestCode, payoutCode: batch.code }));
  }
  if (!cancellable.includes(batch.status) || item.status !== 'ACCEPTED') {
    const status = cancellable.includes(batch.status) ? item.status : batch.status;
    throw conflict(messages.itemCancelNotAllowed({ status }));
  }
  await cancelItems(tx, [item], change);
  if (before.itemCount === 1) {
    await tx
      .update(payoutBatches)
      .set({ status: 'CANCELLED', cancelledBy: change.caller.email, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(payoutBatches.code, batch.code));
  }
  return auditBatchChange(tx, address, change, before);
}
