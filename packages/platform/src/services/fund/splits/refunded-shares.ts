import { and, eq, inArray, ne, sql } from 'drizzle-orm';
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

/** What a payment without refunds had taken back: nothing. */
export const nothingTakenBack = (): RefundedShares => ({ division: 0, sellers: new Map() });

/**
 * What the payment's refunds and chargebacks that are not cancelled took back from its sellers and its division;
 * with `takenFrom`, only those that took it from that balance.
 */
export async function refundedShares(
  tx: Transaction,
  paymentCode: string,
  takenFrom?: 'PENDING' | 'CONFIRMED',
): Promise<RefundedShares> {
  return (await refundedSharesOf(tx, [paymentCode], takenFrom)).get(paymentCode) ?? nothingTakenBack();
}

/** `refundedShares` of many payments at once (a payment without refunds is left out). */
export async function refundedSharesOf(
  tx: Transaction,
  paymentCodes: readonly string[],
  takenFrom?: 'PENDING' | 'CONFIRMED',
): Promise<Map<string, RefundedShares>> {
  const byPayment = new Map<string, RefundedShares>();
  if (paymentCodes.length === 0) return byPayment;
  const refunds = and(
    inArray(splitTransactions.paymentCode, [...paymentCodes]),
    ne(splitTransactions.status, 'CANCELLED'),
    takenFrom ? eq(splitTransactions.takenFrom, takenFrom) : undefined,
  );
  const divisions = await tx
    .select({
      paymentCode: splitTransactions.paymentCode,
      amount: sql<string>`sum(${splitTransactions.divisionAmount})::text`,
    })
    .from(splitTransactions)
    .where(refunds)
    .groupBy(splitTransactions.paymentCode);
  const sellers = await tx
    .select({
      paymentCode: splitTransactions.paymentCode,
      sellerCode: splitShares.accountHolderCode,
      amount: sql<string>`sum(${splitShares.amount})::text`,
      net: sql<string>`sum(${splitShares.amount} - ${splitShares.fees})::text`,
    })
    .from(splitShares)
    .innerJoin(splitTransactions, eq(splitTransactions.code, splitShares.transactionCode))
    .where(refunds)
    .groupBy(splitTransactions.paymentCode, splitShares.accountHolderCode);
  const of = (paymentCode: string | null) => {
    const shares = byPayment.get(paymentCode ?? '') ?? nothingTakenBack();
    byPayment.set(paymentCode ?? '', shares);
    return shares;
  };
  for (const row of divisions) of(row.paymentCode).division = Number(row.amount);
  for (const row of sellers) {
    of(row.paymentCode).sellers.set(row.sellerCode, { amount: Number(row.amount), net: Number(row.net) });
  }
  return byPayment;
}
