import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { splitShares, splitTransactions } from '../../../db/schema/index.ts';

/** What a payment's refunds and chargebacks took back, as a share: the gross amount and the seller's net part. */
export interface TakenBack {
  amount: number;
  net: number;
}

export interface RefundedShares {
  /** What they took back from the division income account. */
  division: number;
  /** What they took back per seller (account holder code). */
  sellers: Map<string, TakenBack>;
}

/**
 * What the payment's refunds and chargebacks that are not cancelled took back from its sellers and its division;
 * with `takenFrom`, only those that took it from that balance.
 */
export async function refundedShares(
  tx: Transaction,
  paymentCode: string,
  takenFrom?: 'PENDING' | 'CONFIRMED',
): Promise<RefundedShares> {
  const refunds = and(
    eq(splitTransactions.paymentCode, paymentCode),
    ne(splitTransactions.status, 'CANCELLED'),
    takenFrom ? eq(splitTransactions.takenFrom, takenFrom) : undefined,
  );
  const [division] = await tx
    .select({ amount: sql<string>`coalesce(sum(${splitTransactions.divisionAmount}), 0)::text` })
    .from(splitTransactions)
    .where(refunds);
  const sellers = await tx
    .select({
      sellerCode: splitShares.accountHolderCode,
      amount: sql<string>`sum(${splitShares.amount})::text`,
      net: sql<string>`sum(${splitShares.amount} - ${splitShares.fees})::text`,
    })
    .from(splitShares)
    .innerJoin(splitTransactions, eq(splitTransactions.code, splitShares.transactionCode))
    .where(refunds)
    .groupBy(splitShares.accountHolderCode);
  return {
    division: Number(division?.amount ?? 0),
    sellers: new Map(sellers.map((row) => [row.sellerCode, { amount: Number(row.amount), net: Number(row.net) }])),
  };
}
