import type { BalanceHistoryEntry, BalanceHistoryQuery, Page } from '@ops/core/contract';
import { addDays, startOfIsoDay } from '@ops/core/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { isoTimestamp, selectRows } from '../../../ledger/sql-rows.ts';

interface HistoryRow {
  posting_id: string;
  ledger_transaction_code: string;
  type: BalanceHistoryEntry['type'];
  status: BalanceHistoryEntry['status'];
  bucket: BalanceHistoryEntry['bucket'];
  currency: string;
  amount: string;
  running_balance: string;
  balance_transfer_type: BalanceHistoryEntry['balanceTransferType'];
  reference: string | null;
  description: string | null;
  created_at: string;
}

function filtersOf(query: BalanceHistoryQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  // Days are UTC days, both ends included.
  if (query.createdFrom) conditions.push(sql`posting.created_at >= ${startOfIsoDay(query.createdFrom).toISOString()}`);
  if (query.createdTo)
    conditions.push(sql`posting.created_at < ${addDays(startOfIsoDay(query.createdTo), 1).toISOString()}`);
  if (query.type) conditions.push(sql`ledger_transaction.type = ${query.type}`);
  if (query.status) conditions.push(sql`ledger_transaction.status = ${query.status}`);
  if (query.bucket) conditions.push(sql`posting.bucket = ${query.bucket}`);
  return sql.join(conditions, sql` and `);
}

/**
 * A virtual account's postings, newest first, each with the balance it left behind. That balance is the account's
 * stored balance now less what the postings after it added, so a page costs only the postings newer than it, not
 * the account's whole history (a division income account collects millions). Filters choose which rows show, not
 * what they add up to. One statement, so the stored balances and the postings are read from the same snapshot.
 */
export async function getBalanceHistory(
  db: Queryable,
  virtualAccountCode: string,
  query: BalanceHistoryQuery,
): Promise<Page<BalanceHistoryEntry>> {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    selectRows<HistoryRow>(
      db,
      sql`with page as (
          select posting.id from ledger_postings posting
          join ledger_transactions ledger_transaction on ledger_transaction.id = posting.transaction_id
          -- A range, not an equality, on the account: the order then only the account's index gives, so a division
          -- income account with millions of postings is walked through its own postings, not the whole ledger's.
          where posting.virtual_account_code between ${virtualAccountCode} and ${virtualAccountCode} and ${where}
          order by posting.virtual_account_code desc, posting.id desc
          limit ${query.limit} offset ${query.page * query.limit}
        ), newer as (
          select id, bucket, sum(amount) over (partition by bucket order by id desc) - amount as added_after
          from ledger_postings
          where virtual_account_code between ${virtualAccountCode} and ${virtualAccountCode}
            and (virtual_account_code, id) >= (${virtualAccountCode}, (select min(id) from page))
        )
        select posting.id::text as posting_id, ledger_transaction.code as ledger_transaction_code,
          ledger_transaction.type, ledger_transaction.status, posting.bucket, posting.currency,
          posting.amount::text as amount,
          (case posting.bucket when 'CONFIRMED' then account.confirmed_balance
            when 'PENDING' then account.pending_balance else account.payout_balance end
            - newer.added_after)::text as running_balance,
          balance_transfer.type as balance_transfer_type, ledger_transaction.reference,
          ledger_transaction.description, ${isoTimestamp(sql`posting.created_at`)} as created_at
        from page
        join newer on newer.id = page.id
        join ledger_postings posting on posting.id = page.id
        join virtual_accounts account on account.code = posting.virtual_account_code
        join ledger_transactions ledger_transaction on ledger_transaction.id = posting.transaction_id
        left join balance_transfers balance_transfer on balance_transfer.ledger_transaction_id = ledger_transaction.id
        order by posting.id desc`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total
        from ledger_postings posting
        ${
          query.type || query.status
            ? sql`join ledger_transactions ledger_transaction on ledger_transaction.id = posting.transaction_id`
            : sql``
        }
        where posting.virtual_account_code = ${virtualAccountCode} and ${where}`,
    ),
  ]);
  return {
    elements: rows.map((row) => ({
      postingId: Number(row.posting_id),
      ledgerTransactionCode: row.ledger_transaction_code,
      type: row.type,
      status: row.status,
      bucket: row.bucket,
      currency: row.currency,
      amount: Number(row.amount),
      runningBalance: Number(row.running_balance),
      balanceTransferType: row.balance_transfer_type,
      reference: row.reference,
      description: row.description,
      createdAt: row.created_at,
    })),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount: Number(total?.total ?? 0),
  };
}
