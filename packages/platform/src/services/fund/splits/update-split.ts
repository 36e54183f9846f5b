import type { ReconciliationSource, SplitTransaction, SplitTransactionStatus } from '@ops/core/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import { splitTransactions } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import { paymentStatus } from './payment-status.ts';
import { readSplitTransaction, type SplitTransactionRow } from './read-splits.ts';

/** What happened to a transaction; its status follows from it. */
export interface SplitChange {
  cancelled?: true;
  reconciled?: { by: ReconciliationSource; pspFee: number | null };
  /** A workbench match undone: the transaction waits for its report again, its PSP fee given back by the caller. */
  unreconciled?: true;
  /** A payment's refunds: what moves between pending and refunded. */
  refundedAmount?: number;
  pendingRefundAmount?: number;
}

function statusAfter(row: SplitTransactionRow, change: SplitChange): SplitTransactionStatus {
  const cancelled = change.cancelled === true || row.cancelledAt !== null;
  const reconciled = change.reconciled !== undefined || (row.reconciledAt !== null && !change.unreconciled);
  if (row.type !== 'PAYMENT') return cancelled ? 'CANCELLED' : reconciled ? 'RECONCILED' : 'PENDING';
  return paymentStatus({
    cancelled,
    reconciled,
    totalAmount: row.totalAmount,
    refundedAmount: change.refundedAmount ?? row.refundedAmount,
    pendingRefundAmount: change.pendingRefundAmount ?? row.pendingRefundAmount,
  });
}

/** What a change writes besides its moments (now()): the new status and the amounts and facts it sets. */
function changedColumns(row: SplitTransactionRow, change: SplitChange) {
  return {
    status: statusAfter(row, change),
    ...(change.reconciled ? { reconciledBy: change.reconciled.by, pspFee: change.reconciled.pspFee } : {}),
    ...(change.unreconciled ? { reconciledBy: null, pspFee: null } : {}),
    ...(change.refundedAmount === undefined ? {} : { refundedAmount: change.refundedAmount }),
    ...(change.pendingRefundAmount === undefined ? {} : { pendingRefundAmount: change.pendingRefundAmount }),
  };
}

/** The row as `updateSplit` leaves it, `now` being the database transaction's time as drizzle reads it. */
export function rowAfter(row: SplitTransactionRow, change: SplitChange, now: Date): SplitTransactionRow {
  return {
    ...row,
    ...changedColumns(row, change),
    ...(change.cancelled ? { cancelledAt: now } : {}),
    ...(change.reconciled ? { reconciledAt: now } : {}),
    ...(change.unreconciled ? { reconciledAt: null } : {}),
    updatedAt: now,
  };
}

/**
 * Applies a change to a locked transaction at the database transaction's time, with its new status, and records
 * it in the audit trail as the route `action` of the caller.
 */
export async function updateSplit(
  tx: Transaction,
  row: SplitTransactionRow,
  change: SplitChange,
  audit: { caller: Caller; action: string },
): Promise<SplitTransaction> {
  const before = await readSplitTransaction(tx, row.code);
  await tx
    .update(splitTransactions)
    .set({
      ...changedColumns(row, change),
      ...(change.cancelled ? { cancelledAt: sql`now()` } : {}),
      ...(change.reconciled ? { reconciledAt: sql`now()` } : {}),
      ...(change.unreconciled ? { reconciledAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(splitTransactions.code, row.code));
  const after = await readSplitTransaction(tx, row.code);
  if (!after) throw new Error(`split ${row.code} vanished`);
  await recordAudit(tx, {
    actorEmail: audit.caller.email,
    action: audit.action,
    entityType: 'splitTransaction',
    entityId: row.code,
    before,
    after,
  });
  return after;
}
