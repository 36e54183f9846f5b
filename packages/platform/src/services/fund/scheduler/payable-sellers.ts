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
  const heldBack = holdBackFrom
    ? sql`coalesce((
        select sum(posting.amount) from ledger_postings posting
        join ledger_transactions mutation on mutation.id = posting.transaction_id
        where posting.virtual_account_code = account.code and posting.bucket = 'CONFIRMED' and posting.amount > 0
          and mutation.type = 'SPLIT' and mutation.status = 'CONFIRMED'
          and mutation.created_at >= ${holdBackFrom.toISOString()}::timestamptz), 0)`
    : sql`0`;
  const rows = await selectRows<{
    code: string;
    type: PayoutSource['type'];
    currency: string;
    account_holder_code: string;
    confirmed_balance: string;
    payable: string;
  }>(
    tx,
    sql`select account.code, account.type, account.currency, account.account_holder_code, account.confirmed_balance,
          account.confirmed_balance - ${heldBack} - coalesce((
          select sum(request.amount) from payout_requests request
          where request.virtual_account_code = account.code and request.status = 'WAITING'), 0) as payable
        from virtual_accounts account
        join account_holders seller on seller.code = account.account_holder_code
        where account.division_code = ${division.divisionCode} and account.merchant_code = ${division.merchantCode}
          and seller.payouts_mode = 'SCHEDULED' and seller.deleted_at is null and account.confirmed_balance > 0
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
