import type { SplitShareInput } from '@ops/core/contract';
import type { Transaction } from '../../../db/database.ts';
import { splitItemGroups, splitShares, splitTransactions } from '../../../db/schema/index.ts';
import { feesOf } from './split-problems.ts';

export type NewSplitTransaction = Omit<
  typeof splitTransactions.$inferInsert,
  'sellerCount' | 'primaryAccountHolderCode' | 'createdAt' | 'updatedAt'
>;

/** A share as it is booked: on the seller's virtual account. */
export interface BookedShare extends SplitShareInput {
  sellerCode: string;
  virtualAccountCode: string;
}

/** Writes a transaction with its shares and their item groups, in the order they came. */
export async function recordSplit(tx: Transaction, split: NewSplitTransaction, shares: BookedShare[]): Promise<void> {
  const [primary] = shares;
  if (!primary) throw new Error(`split ${split.code} has no share`);
  await tx
    .insert(splitTransactions)
    .values({ ...split, sellerCount: shares.length, primaryAccountHolderCode: primary.sellerCode });
  const stored = await tx
    .insert(splitShares)
    .values(
      shares.map((share, position) => ({
        transactionCode: split.code,
        position,
        accountHolderCode: share.sellerCode,
        virtualAccountCode: share.virtualAccountCode,
        amount: share.amount,
        fees: feesOf(share),
        externalRef: share.externalRef,
      })),
    )
    .returning({ id: splitShares.id, position: splitShares.position });
  const groups = stored.flatMap(({ id, position }) =>
    (shares[position]?.itemGroups ?? []).map((group, groupPosition) => ({
      shareId: id,
      position: groupPosition,
      ...group,
    })),
  );
  if (groups.length > 0) await tx.insert(splitItemGroups).values(groups);
}
