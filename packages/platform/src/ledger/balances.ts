import { eq, sql } from 'drizzle-orm';
import { virtualAccounts } from '../db/schema/index.ts';
import { type SqlRunner, selectRows } from './sql-rows.ts';

/** A virtual account's three balances, in minor units of its currency. */
export interface VirtualAccountBalances {
  confirmed: number;
  pending: number;
  payout: number;
}

/** A virtual account's stored balances and currency; undefined when no account has the code. */
export async function readVirtualAccountBalances(
  runner: SqlRunner,
  code: string,
): Promise<(VirtualAccountBalances & { currency: string }) | undefined> {
  const [row] = await runner
    .select({
      currency: virtualAccounts.currency,
      confirmed: virtualAccounts.confirmedBalance,
      pending: virtualAccounts.pendingBalance,
      payout: virtualAccounts.payoutBalance,
    })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.code, code));
  return row;
}

/** A virtual account's balances as its postings add up: what the stored balances must always equal. */
export async function sumVirtualAccountPostings(runner: SqlRunner, code: string): Promise<VirtualAccountBalances> {
  const [row] = await selectRows<{ confirmed: string; pending: string; payout: string }>(
    runner,
    sql`select
      coalesce(sum(amount) filter (where bucket = 'CONFIRMED'), 0)::text as confirmed,
      coalesce(sum(amount) filter (where bucket = 'PENDING'), 0)::text as pending,
      coalesce(sum(amount) filter (where bucket = 'PAYOUT'), 0)::text as payout
    from ledger_postings where virtual_account_code = ${code}`,
  );
  return {
    confirmed: Number(row?.confirmed ?? 0),
    pending: Number(row?.pending ?? 0),
    payout: Number(row?.payout ?? 0),
  };
}
