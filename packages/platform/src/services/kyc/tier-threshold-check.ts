import { isBelowKycTier, requiredKycTier } from '@ops/core/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { accountHolders, splitShares, splitTransactions } from '../../db/schema/index.ts';
import { kycStandingOf } from './kyc-decision-writes.ts';
import { openKycTask } from './kyc-task-queue.ts';

/** One seller's part of a pay-in that has just been booked. */
export interface SellerPayIn {
  sellerCode: string;
  amount: number;
}

/**
 * A pay-in has been booked: each seller whose EUR pay-ins now ask for a higher tier than it was checked to (a
 * single pay-in of 1,000 EUR, a total over 5,000 EUR, an organization) gets a KYC task, unless one is open. The
 * thresholds are in EUR; a pay-in in another currency is not converted and opens nothing.
 */
export async function checkKycTierThresholds(
  tx: Transaction,
  currency: string,
  payIns: readonly SellerPayIn[],
): Promise<void> {
  if (currency !== 'EUR' || payIns.length === 0) return;
  const codes = [...new Set(payIns.map((payIn) => payIn.sellerCode))];
  const [sellers, totals] = await Promise.all([
    tx.select().from(accountHolders).where(inArray(accountHolders.code, codes)),
    tx
      .select({ code: splitShares.accountHolderCode, cumulative: sql<string>`sum(${splitShares.amount})` })
      .from(splitShares)
      .innerJoin(splitTransactions, eq(splitTransactions.code, splitShares.transactionCode))
      .where(
        and(
          inArray(splitShares.accountHolderCode, codes),
          eq(splitTransactions.type, 'PAYMENT'),
          eq(splitTransactions.currency, 'EUR'),
          ne(splitTransactions.status, 'CANCELLED'),
        ),
      )
      .groupBy(splitShares.accountHolderCode),
  ]);
  const cumulativeOf = new Map(totals.map(({ code, cumulative }) => [code, Number(cumulative)]));
  for (const seller of sellers) {
    if (seller.deletedAt) continue;
    const payIn = Math.max(...payIns.filter((each) => each.sellerCode === seller.code).map((each) => each.amount));
    const required = requiredKycTier({
      organization: seller.legalForm === 'ORGANIZATION',
      payIn,
      cumulative: cumulativeOf.get(seller.code) ?? payIn,
    });
    const { tier } = await kycStandingOf(tx, seller);
    if (isBelowKycTier(tier, required)) await openKycTask(tx, seller, 'TIER_THRESHOLD');
  }
}
