import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/database.ts';
import { postTransaction, worldAccount } from '../../../../ledger/index.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import type { LedgerDivision } from '../../../../ledger/testing/ledger-fixtures.ts';

const iban = 'NL91ABNA0417164300';

/**
 * `count` sellers made in bulk in a division (the ledger fixture makes them one by one): active, paid out by the
 * scheduler, an IBAN selected, `amount` confirmed each through the ledger.
 */
export async function insertScheduledSellers(
  database: Database,
  division: LedgerDivision,
  count: number,
  amount: number,
): Promise<void> {
  const tag = division.divisionCode.slice(2);
  const { merchantCode, divisionCode } = division;
  await database.transaction(async (tx) => {
    await tx.execute(sql`
      insert into account_holders (code, merchant_code, division_code, name, email, legal_form, status, kyc_status, payouts_mode)
      select 'AH-' || ${tag} || '-' || n, ${merchantCode}, ${divisionCode}, 'Seller ' || n,
             'seller' || n || '@sandbox.test', 'INDIVIDUAL', 'ACTIVE', 'PASSED', 'SCHEDULED'
      from generate_series(1, ${count}) n`);
    await tx.execute(sql`
      insert into virtual_accounts (code, merchant_code, division_code, account_holder_code, type, display_name, currency)
      select 'VA-' || ${tag} || '-S' || n, ${merchantCode}, ${divisionCode}, 'AH-' || ${tag} || '-' || n,
             'SELLER', 'Seller ' || n, 'EUR'
      from generate_series(1, ${count}) n`);
    await tx.execute(sql`
      insert into external_accounts (code, merchant_code, division_code, account_holder_code, type, display_name,
                                     currency, payment_method, iban, selected, status)
      select 'EA-' || ${tag} || '-' || n, ${merchantCode}, ${divisionCode}, 'AH-' || ${tag} || '-' || n,
             'IBAN', 'Bank account', 'EUR', 'SEPA', ${iban}, true, 'ACTIVE'
      from generate_series(1, ${count}) n`);
    const bank = await worldAccount(tx, { kind: 'BANK', name: 'SANDBOX-BANK', currency: 'EUR' });
    for (let first = 1; first <= count; first += 5_000) {
      const codes = Array.from(
        { length: Math.min(5_000, count - first + 1) },
        (_, index) => `VA-${tag}-S${first + index}`,
      );
      await postTransaction(tx, {
        type: 'DEPOSIT',
        status: 'CONFIRMED',
        currency: 'EUR',
        postings: [
          { worldAccount: bank, amount: -amount * codes.length },
          ...codes.map((virtualAccountCode) => ({ virtualAccountCode, bucket: 'CONFIRMED' as const, amount })),
        ],
      });
    }
  });
}

/** How many payout requests the division has, and their total. */
export async function payoutRequestTotals(
  database: Database,
  divisionCode: string,
): Promise<{ requests: number; total: number }> {
  const [row] = await selectRows<{ requests: string; total: string | null }>(
    database.db,
    sql`select count(*) as requests, sum(amount) as total from payout_requests where division_code = ${divisionCode}`,
  );
  return { requests: Number(row?.requests ?? 0), total: Number(row?.total ?? 0) };
}
