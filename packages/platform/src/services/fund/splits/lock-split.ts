import type { SplitTransactionType } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { splitTransactions } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import type { SplitTransactionRow } from './read-splits.ts';
import { splitMessages as messages } from './split-messages.ts';

/** Payments, or refunds and chargebacks: what each half of the split calls works on. */
export type SplitKind = 'payment' | 'refund';

export const isOfKind = (type: SplitTransactionType, kind: SplitKind) => (type === 'PAYMENT') === (kind === 'payment');

/**
 * Locks a transaction's row for the rest of the request's transaction, so changes to it queue up: every change of a
 * refund locks its payment first, then the refund, and only then touches balances.
 */
export async function lockSplit(tx: Transaction, code: string): Promise<SplitTransactionRow | undefined> {
  const [row] = await tx.select().from(splitTransactions).where(eq(splitTransactions.code, code)).for('update');
  return row;
}

/** The locked transaction of that kind, or 404. */
export async function lockSplitOfKind(tx: Transaction, code: string, kind: SplitKind): Promise<SplitTransactionRow> {
  const row = await lockSplit(tx, code);
  if (!row || !isOfKind(row.type, kind)) throw notFound(messages.transactionNotFound({ code }));
  return row;
}
