import {
  type BalanceImpact,
  balanceBuckets,
  type LedgerAccount,
  type SplitDetails,
  type SplitMutation,
} from '@ops/core/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import {
  ledgerPostings,
  ledgerTransactions,
  ledgerWorldAccounts,
  splitTransactions,
  virtualAccounts,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { readSplitTransaction } from '../../fund/splits/read-splits.ts';
import { splitMessages as messages } from '../../fund/splits/split-messages.ts';
import { selectTransactionRows } from './transaction-row.ts';

/** Every balance mutation whose reference is the transaction's code, oldest first, with its postings. */
async function mutationsOf(db: Queryable, code: string): Promise<SplitMutation[]> {
  const rows = await db
    .select({
      code: ledgerTransactions.code,
      type: ledgerTransactions.type,
      status: ledgerTransactions.status,
      description: ledgerTransactions.description,
      createdAt: ledgerTransactions.createdAt,
      bucket: ledgerPostings.bucket,
      amount: ledgerPostings.amount,
      virtualAccountCode: ledgerPostings.virtualAccountCode,
      virtualAccountType: virtualAccounts.type,
      virtualAccountName: virtualAccounts.displayName,
      worldKind: ledgerWorldAccounts.kind,
      worldName: ledgerWorldAccounts.name,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .leftJoin(virtualAccounts, eq(virtualAccounts.code, ledgerPostings.virtualAccountCode))
    .leftJoin(ledgerWorldAccounts, eq(ledgerWorldAccounts.id, ledgerPostings.worldAccountId))
    .where(eq(ledgerTransactions.reference, code))
    .orderBy(asc(ledgerTransactions.id), asc(ledgerPostings.id));
  const mutations = new Map<string, SplitMutation>();
  for (const row of rows) {
    const account: LedgerAccount =
      row.virtualAccountType && row.virtualAccountCode
        ? {
            kind: row.virtualAccountType,
            virtualAccountCode: row.virtualAccountCode,
            name: row.virtualAccountName ?? '',
          }
        : { kind: row.worldKind ?? 'PSP', virtualAccountCode: null, name: row.worldName ?? '' };
    const mutation = mutations.get(row.code) ?? {
      code: row.code,
      type: row.type,
      status: row.status,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      postings: [],
    };
    mutation.postings.push({ account, bucket: row.bucket === 'WORLD' ? null : row.bucket, amount: row.amount });
    mutations.set(row.code, mutation);
  }
  return [...mutations.values()];
}

/**
 * What the mutations add up to per account and bucket: the accounts in the order they first appear, each account's
 * buckets confirmed, pending, payout; zeros left out.
 */
function balanceImpactOf(mutations: SplitMutation[]): BalanceImpact[] {
  const accounts = new Map<string, { account: LedgerAccount; buckets: Map<BalanceImpact['bucket'], number> }>();
  for (const { account, bucket, amount } of mutations.flatMap((mutation) => mutation.postings)) {
    const key = `${account.kind}:${account.virtualAccountCode ?? account.name}`;
    const totals = accounts.get(key) ?? { account, buckets: new Map() };
    totals.buckets.set(bucket, (totals.buckets.get(bucket) ?? 0) + amount);
    accounts.set(key, totals);
  }
  return [...accounts.values()].flatMap(({ account, buckets }) =>
    [null, ...balanceBuckets].flatMap((bucket) => {
      const amount = buckets.get(bucket) ?? 0;
      return amount === 0 ? [] : [{ account, bucket, amount }];
    }),
  );
}

/**
 * A transaction's split details: the split, its related transactions (a payment's refunds and chargebacks, or a
 * refund's payment), its balance mutations and their balance impact. A transaction of another division is not found.
 */
export async function getSplitDetails(
  db: Queryable,
  address: { merchantCode: string; divisionCode: string; splitCode: string },
): Promise<SplitDetails> {
  const split = await readSplitTransaction(db, address.splitCode);
  if (!split || split.merchantCode !== address.merchantCode || split.divisionCode !== address.divisionCode) {
    throw notFound(messages.transactionNotFound({ code: address.splitCode }));
  }
  const related = split.paymentCode
    ? eq(splitTransactions.code, split.paymentCode)
    : eq(splitTransactions.paymentCode, split.code);
  const [relatedRows, mutations] = await Promise.all([selectTransactionRows(db, related), mutationsOf(db, split.code)]);
  return { split, related: relatedRows, mutations, balanceImpact: balanceImpactOf(mutations) };
}
