import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { seedMoment } from '../seed-size.ts';

const rowsOf = <Row>(database: Database, query: SQL) => selectRows<Row>(database.db, query);

/**
 * A digest of the seeded money's dated history (before the seed moment, and payout requests today's activity left
 * as they were): its codes are fixed, so two seeds of one size must match exactly.
 */
export async function moneyHistoryDigest(database: Database): Promise<Record<string, string> | undefined> {
  const [digest] = await rowsOf<Record<string, string>>(
    database,
    sql`select
      (select md5(string_agg(concat_ws('|', code, type, status, reference, created_at), ',' order by code))
        from ledger_transactions where created_at < ${seedMoment.toISOString()}) as ledger,
      (select md5(string_agg(concat_ws('|', t.code, p.bucket, p.amount, p.virtual_account_code), ',' order by p.id))
        from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
        where p.created_at < ${seedMoment.toISOString()}) as postings,
      (select md5(string_agg(split_transactions::text, ',' order by code)) from split_transactions
        where created_at < ${seedMoment.toISOString()}) as splits,
      (select md5(string_agg(payout_requests::text, ',' order by code)) from payout_requests
        where updated_at < ${seedMoment.toISOString()}) as payouts`,
  );
  return digest;
}

/** Every virtual account's balances, in code order. */
export function virtualAccountBalances(database: Database): Promise<unknown[]> {
  return rowsOf(
    database,
    sql`select code, confirmed_balance::text, pending_balance::text, payout_balance::text from virtual_accounts
      order by code`,
  );
}
