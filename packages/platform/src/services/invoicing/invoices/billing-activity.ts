import type { BillingActivity } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

export interface BillingPeriod {
  divisionCode: string;
  currency: string;
  /** First day, YYYY-MM-DD, from 00:00 UTC. */
  from: string;
  /** Last day, YYYY-MM-DD, to the end of the day UTC. */
  to: string;
}

interface ActivityRow {
  settled_volume: string;
  settled_splits: string;
  kyc_individual: string;
  kyc_business: string;
  sellers_onboarded: string;
  balance_transfers: string;
  closing_balance: string;
  days: string;
}

/**
 * What a division did in a period, from the ledger and the services' rows: the settled splits (SPLIT/CONFIRMED
 * transactions, their credit to confirmed balances), KYC decisions by the seller's legal form, sellers created,
 * balance transfers other than invoices, and the group balance (confirmed plus payout) at the period's end.
 */
export async function readBillingActivity(db: Queryable, period: BillingPeriod): Promise<BillingActivity> {
  const { divisionCode, currency } = period;
  const start = sql`(${period.from}::date)::timestamp at time zone 'UTC'`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone 'UTC'`;
  const [row] = await selectRows<ActivityRow>(
    db,
    sql`with settled as (
      select coalesce(sum(posting.amount), 0) as volume, count(distinct ledger_transaction.id) as splits
        from ledger_transactions ledger_transaction
        join ledger_postings posting on posting.transaction_id = ledger_transaction.id
        join virtual_accounts account on account.code = posting.virtual_account_code
        where account.division_code = ${divisionCode} and ledger_transaction.currency = ${currency}
          and ledger_transaction.type = 'SPLIT' and ledger_transaction.status = 'CONFIRMED'
          and posting.bucket = 'CONFIRMED'
          and ledger_transaction.created_at >= ${start} and ledger_transaction.created_at < ${end}
    ), kyc as (
      select count(*) filter (where seller.legal_form = 'INDIVIDUAL') as individual,
          count(*) filter (where seller.legal_form = 'ORGANIZATION') as business
        from kyc_history_entries entry
        join account_holders seller on seller.code = entry.account_holder_code
        where seller.division_code = ${divisionCode}
          and entry.created_at >= ${start} and entry.created_at < ${end}
    )
    select settled.volume::text as settled_volume, settled.splits::text as settled_splits,
      kyc.individual::text as kyc_individual, kyc.business::text as kyc_business,
      (select count(*) from account_holders seller
        where seller.division_code = ${divisionCode}
          and seller.created_at >= ${start} and seller.created_at < ${end})::text as sellers_onboarded,
      (select count(*) from balance_transfers transfer
        where transfer.division_code = ${divisionCode} and transfer.currency = ${currency}
          and transfer.created_at >= ${start} and transfer.created_at < ${end}
          and not exists (select 1 from invoices invoice where invoice.balance_transfer_code = transfer.code))::text
        as balance_transfers,
      (select coalesce(sum(posting.amount), 0) from ledger_postings posting
        join virtual_accounts account on account.code = posting.virtual_account_code
        where account.division_code = ${divisionCode} and posting.currency = ${currency}
          and posting.bucket in ('CONFIRMED', 'PAYOUT') and posting.created_at < ${end})::text as closing_balance,
      (${period.to}::date - ${period.from}::date + 1)::text as days
    from settled, kyc`,
  );
  if (!row) throw new Error('the billing activity was not answered');
  return {
    settledVolume: Number(row.settled_volume),
    settledSplits: Number(row.settled_splits),
    kycIndividualDecisions: Number(row.kyc_individual),
    kycBusinessDecisions: Number(row.kyc_business),
    sellersOnboarded: Number(row.sellers_onboarded),
    balanceTransfers: Number(row.balance_transfers),
    closingBalance: Number(row.closing_balance),
    days: Number(row.days),
  };
}
