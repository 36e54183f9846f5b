import type { BankBalanceOverview, CurrencyBankBalance, MerchantBalanceOverview } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';

/** The total system balance per currency: every virtual account of every merchant and division, together. */
export async function getMerchantBalanceOverview(db: Queryable): Promise<MerchantBalanceOverview> {
  const rows = await selectRows<{
    currency: string;
    confirmed: string;
    pending: string;
    payout: string;
    merchants: number;
    divisions: number;
    accounts: number;
  }>(
    db,
    sql`select currency, sum(confirmed_balance)::text as confirmed, sum(pending_balance)::text as pending,
        sum(payout_balance)::text as payout, count(distinct merchant_code)::int as merchants,
        count(distinct division_code)::int as divisions, count(*)::int as accounts
      from virtual_accounts group by currency order by currency`,
  );
  return {
    currencies: rows.map((row) => {
      const [confirmedBalance, pendingBalance, payoutBalance] = [row.confirmed, row.pending, row.payout].map(Number);
      return {
        currency: row.currency,
        confirmedBalance: confirmedBalance ?? 0,
        pendingBalance: pendingBalance ?? 0,
        payoutBalance: payoutBalance ?? 0,
        totalBalance: (confirmedBalance ?? 0) + (pendingBalance ?? 0) + (payoutBalance ?? 0),
        merchantCount: row.merchants,
        divisionCount: row.divisions,
        virtualAccountCount: row.accounts,
      };
    }),
  };
}

/** What the ledger's bank world accounts hold per currency and bank: paid out to them less paid in from them. */
export async function getBankBalanceOverview(db: Queryable): Promise<BankBalanceOverview> {
  const rows = await selectRows<{ currency: string; name: string; paid_out: string; paid_in: string }>(
    db,
    // Bank by bank through the postings' world account index: a bank's postings only, never the whole ledger.
    sql`select bank.currency, bank.name, moved.paid_out::text as paid_out, moved.paid_in::text as paid_in
      from ledger_world_accounts bank
      cross join lateral (
        select coalesce(sum(amount) filter (where amount > 0), 0) as paid_out,
          coalesce(-sum(amount) filter (where amount < 0), 0) as paid_in
        from ledger_postings where world_account_id = bank.id
      ) as moved
      where bank.kind = 'BANK'
      order by bank.currency, bank.name`,
  );
  const currencies = new Map<string, CurrencyBankBalance>();
  for (const row of rows) {
    const currency = currencies.get(row.currency) ?? { currency: row.currency, totalBankBalance: 0, banks: [] };
    const paidOut = Number(row.paid_out);
    const paidIn = Number(row.paid_in);
    currency.banks.push({ bankName: row.name, paidOut, paidIn, balance: paidOut - paidIn });
    currency.totalBankBalance += paidOut - paidIn;
    currencies.set(row.currency, currency);
  }
  return { currencies: [...currencies.values()] };
}
