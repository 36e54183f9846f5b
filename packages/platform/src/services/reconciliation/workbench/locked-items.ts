import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import { chunksOf } from '../../../db/chunks-of.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches, payoutRequests } from '../../../db/schema/index.ts';
import { lockVirtualAccounts } from '../../../ledger/post-transaction.ts';

export type LockedItem = Pick<
  typeof payoutRequests.$inferSelect,
  | 'code'
  | 'merchantCode'
  | 'divisionCode'
  | 'accountHolderCode'
  | 'virtualAccountCode'
  | 'amount'
  | 'sourceCurrency'
  | 'type'
  | 'status'
  | 'failureReason'
  | 'payoutCode'
>;

/** The payout items of a match as the ledger, the trail and the payouts webhook need them. */
const itemColumns = {
  code: payoutRequests.code,
  merchantCode: payoutRequests.merchantCode,
  divisionCode: payoutRequests.divisionCode,
  accountHolderCode: payoutRequests.accountHolderCode,
  type: payoutRequests.type,
  virtualAccountCode: payoutRequests.virtualAccountCode,
  amount: payoutRequests.amount,
  sourceCurrency: payoutRequests.sourceCurrency,
  status: payoutRequests.status,
  failureReason: payoutRequests.failureReason,
  payoutCode: payoutRequests.payoutCode,
};

/**
 * Locks payout items in code order, then their virtual accounts (the order every payout call locks in), and answers
 * them in code order as they are under the lock. Codes go as one JSON parameter a statement (`anyOf`): auto-matching
 * locks and writes tens of thousands, 500 at a time.
 */
export async function lockItems(tx: Transaction, codes: readonly string[]): Promise<LockedItem[]> {
  const items: LockedItem[] = [];
  for (const chunk of chunksOf([...new Set(codes)].sort(), 500)) {
    items.push(
      ...(await tx
        .select(itemColumns)
        .from(payoutRequests)
        .where(anyOf(payoutRequests.code, chunk))
        .orderBy(asc(payoutRequests.code))
        .for('update')),
    );
  }
  await lockVirtualAccounts(tx, [...new Set(items.map((item) => item.virtualAccountCode))].sort());
  return items;
}

/**
 * The open items a candidate stands for in a division and currency: a batch's accepted items, or the item itself
 * when it is accepted; in either case only of a batch at the bank (IN_PROGRESS). Read before the lock, checked again
 * under it.
 */
export async function openItemCodes(
  tx: Transaction,
  division: { merchantCode: string; divisionCode: string },
  candidate: { kind: 'batch' | 'item'; code: string },
  currency: string,
): Promise<string[]> {
  const rows = await tx
    .select({ code: payoutRequests.code })
    .from(payoutRequests)
    .innerJoin(payoutBatches, eq(payoutBatches.code, payoutRequests.payoutCode))
    .where(
      and(
        candidate.kind === 'batch'
          ? eq(payoutRequests.payoutCode, candidate.code)
          : eq(payoutRequests.code, candidate.code),
        eq(payoutRequests.merchantCode, division.merchantCode),
        eq(payoutRequests.divisionCode, division.divisionCode),
        eq(payoutRequests.sourceCurrency, currency),
        eq(payoutRequests.status, 'ACCEPTED'),
        eq(payoutBatches.status, 'IN_PROGRESS'),
      ),
    );
  return rows.map((row) => row.code);
}

/** Writes the items' new status (PROCESSED when matched, ACCEPTED again when unmatched). */
export async function setItemsStatus(tx: Transaction, codes: readonly string[], status: 'PROCESSED' | 'ACCEPTED') {
  for (const chunk of chunksOf([...codes], 500)) {
    await tx
      .update(payoutRequests)
      .set({
        status,
        failureReason: null,
        settledAt: status === 'PROCESSED' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(anyOf(payoutRequests.code, chunk));
  }
}
