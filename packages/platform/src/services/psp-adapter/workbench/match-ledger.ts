import type { BalanceBucket } from '@ops/core/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { ledgerPostings, ledgerTransactions, ledgerWorldAccounts } from '../../../db/schema/index.ts';
import type { LedgerTransactionInput, PostingInput } from '../../../ledger/post-transaction.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

/**
 * The codes of the ledger transactions this database transaction posted for the given references (a match's
 * settlements and PSP fees, whose reference is their transaction's code), each with its reference, oldest first.
 */
export function postedFor(
  tx: Transaction,
  references: readonly string[],
): Promise<{ code: string; reference: string }[]> {
  return selectRows<{ code: string; reference: string }>(
    tx,
    sql`select t.code, t.reference from ledger_transactions t
      where t.reference in (${sql.join(
        references.map((reference) => sql`${reference}`),
        sql`, `,
      )})
        and exists (select 1 from ledger_postings p where p.transaction_id = t.id
          and p.written_by = pg_current_xact_id()::text::bigint)
      order by t.id`,
  );
}

/**
 * The ledger transactions that undo the given ones, newest first: each posting's amount taken back on the same
 * balance, with the same type, status, currency and reference, under the undoing request's Idempotency-Key.
 */
export async function reversalsOf(
  tx: Transaction,
  codes: readonly string[],
  idempotencyKeyId: number | null,
): Promise<LedgerTransactionInput[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .select({
      id: ledgerTransactions.id,
      type: ledgerTransactions.type,
      status: ledgerTransactions.status,
      currency: ledgerTransactions.currency,
      reference: ledgerTransactions.reference,
      virtualAccountCode: ledgerPostings.virtualAccountCode,
      bucket: ledgerPostings.bucket,
      amount: ledgerPostings.amount,
      world: { id: ledgerWorldAccounts.id, kind: ledgerWorldAccounts.kind, name: ledgerWorldAccounts.name },
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .leftJoin(ledgerWorldAccounts, eq(ledgerWorldAccounts.id, ledgerPostings.worldAccountId))
    .where(inArray(ledgerTransactions.code, [...codes]))
    .orderBy(asc(ledgerTransactions.id), asc(ledgerPostings.id));
  const reversals = new Map<number, LedgerTransactionInput>();
  for (const row of rows) {
    const reversal = reversals.get(row.id) ?? {
      type: row.type,
      status: row.status,
      currency: row.currency,
      reference: row.reference,
      idempotencyKeyId,
      postings: [],
    };
    const posting: PostingInput =
      row.world && row.bucket === 'WORLD'
        ? { worldAccount: { ...row.world, currency: row.currency }, amount: -row.amount }
        : {
            virtualAccountCode: row.virtualAccountCode ?? '',
            bucket: row.bucket as BalanceBucket,
            amount: -row.amount,
          };
    reversal.postings.push(posting);
    reversals.set(row.id, reversal);
  }
  return [...reversals.values()].reverse();
}
