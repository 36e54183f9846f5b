import type { BalanceBucket } from '@ops/core/contract';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { splitShares } from '../../../db/schema/index.ts';
import { type LedgerTransactionInput, type PostingInput, postTransaction } from '../../../ledger/post-transaction.ts';
import { type WorldAccount, worldAccount } from '../../../ledger/world-account.ts';
import type { SplitTransactionRow } from './read-splits.ts';
import { divisionIncomeAccount } from './split-accounts.ts';

/** A share as the ledger booked it: what its seller's virtual account got (a refund's: gave back). */
export interface ShareBooking {
  sellerCode: string;
  virtualAccountCode: string;
  net: number;
}

export async function shareBookings(tx: Transaction, transactionCode: string): Promise<ShareBooking[]> {
  const shares = await tx
    .select()
    .from(splitShares)
    .where(eq(splitShares.transactionCode, transactionCode))
    .orderBy(asc(splitShares.position));
  return shares.map((share) => ({
    sellerCode: share.accountHolderCode,
    virtualAccountCode: share.virtualAccountCode,
    net: share.amount - share.fees,
  }));
}

/**
 * Postings that move each share's and the division's part by `sign` on `bucket`, and the opposite on the PSP's
 * world account: +1 books money onto the balances, -1 takes it off. Parts of 0 post nothing.
 */
export async function splitPostings(
  tx: Transaction,
  split: SplitTransactionRow,
  parts: { shares: ShareBooking[]; division: number },
  bucket: BalanceBucket,
  sign: 1 | -1,
): Promise<PostingInput[]> {
  const postings: PostingInput[] = [];
  for (const share of parts.shares) {
    if (share.net !== 0) {
      postings.push({ virtualAccountCode: share.virtualAccountCode, bucket, amount: sign * share.net });
    }
  }
  if (parts.division !== 0) {
    const incomeAccount = await divisionIncomeAccount(tx, split.divisionCode, split.currency);
    postings.push({ virtualAccountCode: incomeAccount, bucket, amount: sign * parts.division });
  }
  const total = parts.shares.reduce((sum, share) => sum + share.net, parts.division);
  const psp = await worldAccount(tx, { kind: 'PSP', name: split.psp, currency: split.currency });
  postings.push({ worldAccount: psp, amount: -sign * total });
  return postings;
}

/** The PSP's fee from its report: from the division income account's confirmed balance to the PSP. */
export function pspFeeTransaction(
  split: SplitTransactionRow,
  fee: number,
  accounts: { incomeAccount: string; psp: WorldAccount },
  idempotencyKeyId: number | null,
): LedgerTransactionInput {
  return {
    type: 'PSP_FEE',
    status: 'CONFIRMED',
    currency: split.currency,
    reference: split.code,
    idempotencyKeyId,
    postings: [
      { virtualAccountCode: accounts.incomeAccount, bucket: 'CONFIRMED', amount: -fee },
      { worldAccount: accounts.psp, amount: fee },
    ],
  };
}

/** Charges the PSP's fee (`pspFeeTransaction`). */
export async function chargePspFee(
  tx: Transaction,
  split: SplitTransactionRow,
  fee: number,
  idempotencyKeyId: number | null,
): Promise<void> {
  const incomeAccount = await divisionIncomeAccount(tx, split.divisionCode, split.currency);
  const psp = await worldAccount(tx, { kind: 'PSP', name: split.psp, currency: split.currency });
  await postTransaction(tx, pspFeeTransaction(split, fee, { incomeAccount, psp }, idempotencyKeyId));
}
