import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import type { PayoutSource } from '../payouts/payee.ts';

export interface PayableSeller extends PayoutSource {
  /** Minor units: the confirmed balance less what the refund period holds back and what is already requested. */
  payable: number;
}

/**
 * The division's sellers paid out by the scheduler (payouts mode SCHEDULED, not deleted) with a positive confirmed
 * balance, and what each may be paid: the confirmed balance, less the settled pay-ins (`SPLIT/CONFIRMED` credits)
 * since `holdBackFrom` (the refund period holds them back for refunds), less its requests still waiting.
 */
export async function payableSellers(
  tx: Transaction,
  division: DivisionAddress,
  holdBackFrom: Date | null,
): Promise<PayableSeller[]> {
  // Aggregated once for the division and joined, rather than summed again for every account.
  const heldBack = holdBackFrom
    ? sql`select posting.virtual_account_code, sum(posting.amount) as amount
          from ledger_transactions mutation
          join ledger_postings posting on posting.transaction_id = mutation.id
          join virtual_accounts held_account on held_account.code = posting.virtual_account_code
          where mutation.type = 'SPLIT' and mutation.status = 'CONFIRMED'
            and mutation.created_at >= ${holdBackFrom.toISOString()}::timestamptz
            and posting.bucket = 'CONFIRMED' and posting.amount > 0
            and held_account.division_code = ${division.divisionCode}
          group by posting.virtual_account_code`
    : sql`select null::text as virtual_account_code, 0::bigint as amount where false`;
  const rows = await selectRows<{
    code: string;
    type: PayoutSource['type'];
    currency: string;
    account_holder_code: string;
    confirmed_balance: string;
    payable: string;
  }>(
    tx,
    // The division's funded accounts first, materialized: with statistics that lag a bulk load (PGlite has no
    // autovacuum) the planner would otherwise drive from the sellers and probe the accounts once per seller.
    sql`with account as materialized (
          select code, type, currency, account_holder_code, confirmed_balance from virtual_accounts
          where division_code = ${division.divisionCode} and merchant_code = ${division.merchantCode}
            and confirmed_balance > 0 and account_holder_code is not null
        ), waiting as (
          select virtual_account_code, sum(amount) as amount from payout_requests
          where division_code = ${division.divisionCode} and status = 'WAITING' group by virtual_account_code
        ), held as (${heldBack})
        select account.code, account.type, account.currency, account.account_holder_code, account.confirmed_balance,
          account.confirmed_balance - coalesce(held.amount, 0) - coalesce(waiting.amount, 0) as payable
        from account
        join account_holders seller on seller.code = account.account_holder_code
        left join waiting on waiting.virtual_account_code = account.code
        left join held on held.virtual_account_code = account.code
        where seller.payouts_mode = 'SCHEDULED' and seller.deleted_at is null
        order by account.code`,
  );
  return rows
    .map((row) => ({
      code: row.code,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      type: row.type,
      currency: row.currency,
      accountHolderCode: row.account_holder_code,
      confirmedBalance: Number(row.confirmed_balance),
      payable: Number(row.payable),
    }))
    .filter((seller) => seller.payable > 0);
}
