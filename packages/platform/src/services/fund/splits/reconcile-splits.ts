import { asc, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { splitTransactions } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { SplitTransactionRow } from './read-splits.ts';
import { type MatchedSplit, reconcileBatch } from './reconcile-split-batch.ts';

export type { MatchedSplit } from './reconcile-split-batch.ts';

/**
 * Shares a batch's transactions hold at most: a transaction's audit entries carry every share with its item groups
 * (up to 100 of each), so a chunk of such transactions is reconciled a few at a time, not all in one statement.
 */
const defaultSharesPerBatch = 2_000;

const unique = (codes: Iterable<string>) => [...new Set(codes)].sort();

/** The database transaction's time, as drizzle reads a timestamp column (what `now()` writes reads back as). */
async function transactionTime(tx: Transaction): Promise<Date> {
  const [row] = await selectRows<{ now: string }>(tx, sql`select now() as now`);
  return splitTransactions.updatedAt.mapFromDriverValue(row?.now ?? '') as Date;
}

/**
 * Locks the matched transactions as `reconcileSplitPayment` and `reconcileSplitRefund` do, in the order every change
 * of a refund takes: the payments (the refunds' too) first, then the refunds, each in code order.
 */
async function lockMatched(
  tx: Transaction,
  matched: readonly MatchedSplit[],
): Promise<Map<string, SplitTransactionRow>> {
  const refundCodes = unique(matched.filter((split) => split.kind === 'refund').map((split) => split.code));
  const refunds =
    refundCodes.length === 0
      ? []
      : await tx
          .select({ paymentCode: splitTransactions.paymentCode })
          .from(splitTransactions)
          .where(inArray(splitTransactions.code, refundCodes));
  const lock = async (codes: string[]) =>
    codes.length === 0
      ? []
      : tx
          .select()
          .from(splitTransactions)
          .where(inArray(splitTransactions.code, codes))
          .orderBy(asc(splitTransactions.code))
          .for('update');
  const paymentCodes = unique([
    ...matched.filter((split) => split.kind === 'payment').map((split) => split.code),
    ...refunds.flatMap((refund) => (refund.paymentCode ? [refund.paymentCode] : [])),
  ]);
  const rows = [...(await lock(paymentCodes)), ...(await lock(refundCodes))];
  return new Map(rows.map((row) => [row.code, row]));
}

/** The matches in order, in batches whose transactions (a refund's payment too) hold at most `sharesPerBatch`. */
function batchesOf(
  matched: readonly MatchedSplit[],
  rows: ReadonlyMap<string, SplitTransactionRow>,
  sharesPerBatch: number,
) {
  const batches: MatchedSplit[][] = [];
  let shares = sharesPerBatch;
  for (const split of matched) {
    const row = rows.get(split.code);
    const payment = row?.paymentCode ? rows.get(row.paymentCode) : undefined;
    const held = (row?.sellerCount ?? 0) + (payment?.sellerCount ?? 0);
    if (shares + held > sharesPerBatch) {
      batches.push([]);
      shares = 0;
    }
    batches.at(-1)?.push(split);
    shares += held;
  }
  return batches;
}

/**
 * Reconciles transactions a PSP report matched, in order, with the outcome `reconcileSplitPayment` and
 * `reconcileSplitRefund` would give each in a savepoint of its own, in a few statements for them all: the
 * transactions are locked (payments first), then each batch of them (`reconcileBatch`) read with their shares, the
 * settlements and PSP fees judged against the locked balances in turn (`RunningBalances`: a later match may spend
 * what an earlier one brought), posted by `postTransactions`, the transactions written by one UPDATE and their audit
 * entries by `recordAudits`. A match that cannot be reconciled (cancelled, reconciled already, no income account, a
 * fee the balance cannot pay: the 409s of the one-by-one path) changes nothing and answers its refusal's message;
 * anything else throws. Answers each match's refusal, or null. A batch boundary changes nothing (tests cross many
 * with a small `sharesPerBatch`).
 */
export async function reconcileSplits(
  tx: Transaction,
  matched: readonly MatchedSplit[],
  caller: Caller,
  { sharesPerBatch = defaultSharesPerBatch }: { sharesPerBatch?: number } = {},
): Promise<(string | null)[]> {
  if (matched.length === 0) return [];
  const now = await transactionTime(tx);
  const rows = await lockMatched(tx, matched);
  const answers: (string | null)[] = [];
  for (const batch of batchesOf(matched, rows, sharesPerBatch)) {
    answers.push(...(await reconcileBatch(tx, batch, rows, { caller, now })));
  }
  return answers;
}
