import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { isoTimestamp, selectRows } from '../../ledger/sql-rows.ts';

/** Where a payout of an account goes: its owner's selected external account with an IBAN (SEPA). */
export interface MoneyPayee {
  externalAccountCode: string;
  iban: string;
  creditorName: string;
}

export interface MoneySeller {
  accountHolderCode: string;
  virtualAccountCode: string;
  createdAt: Date;
  /** Payouts need an active seller with a selected IBAN account in the account's currency. */
  payee: MoneyPayee | null;
}

/** A division as its money history needs it: its accounts, who can be paid out, whether transfers are on. */
export interface MoneyDivision {
  merchantCode: string;
  divisionCode: string;
  currency: string;
  createdAt: Date;
  incomeAccount: string;
  balanceTransfersEnabled: boolean;
  divisionPayee: MoneyPayee | null;
  /** Its live sellers with a virtual account in the division's currency, in code order. */
  sellers: MoneySeller[];
}

interface DivisionRow {
  merchant_code: string;
  division_code: string;
  currency: string;
  created_at: string;
  income_account: string;
  balance_transfers_enabled: boolean;
  payee_code: string | null;
  payee_iban: string | null;
  display_name: string;
}

interface SellerRow {
  account_holder_code: string;
  virtual_account_code: string;
  created_at: string;
  active: boolean;
  payee_code: string | null;
  payee_iban: string | null;
  creditor_name: string;
}

/** The live divisions with an income account, in code order. */
export async function readMoneyDivisions(db: Queryable): Promise<Omit<MoneyDivision, 'sellers'>[]> {
  const rows = await selectRows<DivisionRow>(
    db,
    sql`select division.merchant_code, division.code as division_code, income.currency,
        ${isoTimestamp(sql`division.created_at`)} as created_at, income.code as income_account, division.balance_transfers_enabled,
        payee.code as payee_code, payee.iban as payee_iban, division.display_name
      from divisions division
      join virtual_accounts income on income.division_code = division.code and income.type = 'DIVISION_INCOME'
      left join external_accounts payee on payee.division_code = division.code
        and payee.account_holder_code is null and payee.selected and payee.iban is not null
        and payee.currency = income.currency
      where division.deleted_at is null
      order by division.code, income.currency`,
  );
  return rows.map((row) => ({
    merchantCode: row.merchant_code,
    divisionCode: row.division_code,
    currency: row.currency,
    createdAt: new Date(row.created_at),
    incomeAccount: row.income_account,
    balanceTransfersEnabled: row.balance_transfers_enabled,
    divisionPayee:
      row.payee_code && row.payee_iban
        ? { externalAccountCode: row.payee_code, iban: row.payee_iban, creditorName: row.display_name }
        : null,
  }));
}

export const sellersKey = (divisionCode: string, currency: string) => `${divisionCode}:${currency}`;

/**
 * The live sellers of `divisionCodes` (all divisions when null) with an account in their division's currency, and
 * their payees when they can be paid out, by `sellersKey` of division and currency, in code order. One query for all: a large dataset has
 * a thousand divisions and a hundred thousand sellers.
 */
export async function readMoneySellers(
  db: Queryable,
  divisionCodes: readonly string[] | null,
): Promise<Map<string, MoneySeller[]>> {
  const rows = await selectRows<SellerRow & { division_code: string; currency: string }>(
    db,
    sql`select seller.division_code, account.currency, seller.code as account_holder_code, account.code as virtual_account_code,
        ${isoTimestamp(sql`seller.created_at`)} as created_at, seller.status = 'ACTIVE' as active,
        payee.code as payee_code, payee.iban as payee_iban,
        coalesce(nullif(seller.legal_name, ''), seller.name) as creditor_name
      from account_holders seller
      join virtual_accounts income on income.division_code = seller.division_code and income.type = 'DIVISION_INCOME'
      join virtual_accounts account on account.account_holder_code = seller.code
        and account.type = 'SELLER' and account.currency = income.currency
      left join external_accounts payee on payee.account_holder_code = seller.code and payee.selected
        and payee.iban is not null and payee.currency = account.currency
      where seller.deleted_at is null
        ${divisionCodes ? sql`and seller.division_code in (${sql.join([...divisionCodes], sql`, `)})` : sql``}
      order by seller.division_code, seller.code`,
  );
  const sellers = new Map<string, MoneySeller[]>();
  for (const row of rows) {
    const key = sellersKey(row.division_code, row.currency);
    const division = sellers.get(key) ?? [];
    division.push({
      accountHolderCode: row.account_holder_code,
      virtualAccountCode: row.virtual_account_code,
      createdAt: new Date(row.created_at),
      payee:
        row.active && row.payee_code && row.payee_iban
          ? { externalAccountCode: row.payee_code, iban: row.payee_iban, creditorName: row.creditor_name }
          : null,
    });
    sellers.set(key, division);
  }
  return sellers;
}
