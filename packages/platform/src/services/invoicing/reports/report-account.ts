import { sql } from 'drizzle-orm';
import type { SqlRunner } from '../../../ledger/sql-rows.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { reportProblem } from './report-problems.ts';

/** A virtual account a report is about, with its owner. */
export interface ReportAccountRow {
  code: string;
  display_name: string;
  currency: string;
  type: 'SELLER' | 'DIVISION_INCOME';
  merchant_code: string;
  division_code: string;
  account_holder_code: string | null;
  account_holder_name: string | null;
}

export async function readReportAccount(runner: SqlRunner, code: string): Promise<ReportAccountRow | undefined> {
  const [row] = await selectRows<ReportAccountRow>(
    runner,
    sql`select va.code, va.display_name, va.currency, va.type, va.merchant_code, va.division_code,
               va.account_holder_code, ah.name as account_holder_name
        from virtual_accounts va left join account_holders ah on ah.code = va.account_holder_code
        where va.code = ${code}`,
  );
  return row;
}

/**
 * The account a request names, refused with 4005 when it is not the merchant's (or does not exist) and 4022 when
 * it is the merchant's but another division's (both 'Account code does not belong to merchant').
 */
export async function accountOfDivision(
  runner: SqlRunner,
  division: { merchantCode: string; divisionCode: string },
  code: string,
): Promise<ReportAccountRow> {
  const account = await readReportAccount(runner, code);
  if (!account || account.merchant_code !== division.merchantCode) throw reportProblem(4005, 'virtualAccountCode');
  if (account.division_code !== division.divisionCode) throw reportProblem(4022, 'virtualAccountCode');
  return account;
}
