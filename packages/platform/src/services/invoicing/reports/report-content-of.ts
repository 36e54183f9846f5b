import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { feesContent } from './content/fees-content.ts';
import { payoutsContent } from './content/payouts-content.ts';
import type { ReportContent, ReportWindow } from './content/report-content.ts';
import { statementContent } from './content/statement-content.ts';
import { transactionsContent } from './content/transactions-content.ts';
import { type ReportAccountRow, readReportAccount } from './report-account.ts';
import { reportFileTexts as texts } from './report-messages.ts';

/** The stored request a report is generated from. */
export interface ReportToGenerate {
  code: string;
  type: 'ACCOUNT_STATEMENT' | 'TRANSACTIONS' | 'PAYOUTS' | 'FEES';
  format: 'CSV' | 'PDF';
  status: string;
  period_from: string;
  period_to: string;
  merchant_code: string;
  merchant_name: string;
  division_code: string;
  division_name: string;
  virtual_account_code: string | null;
}

export async function readReportToGenerate(db: Queryable, code: string): Promise<ReportToGenerate | undefined> {
  const [row] = await selectRows<ReportToGenerate>(
    db,
    sql`select r.code, r.type, r.format, r.status, r.period_from::text as period_from, r.period_to::text as period_to,
               r.merchant_code, m.display_name as merchant_name, r.division_code, d.display_name as division_name,
               r.virtual_account_code
        from reports r join merchants m on m.code = r.merchant_code join divisions d on d.code = r.division_code
        where r.code = ${code}`,
  );
  return row;
}

/** `[from 00:00, to + 1 day 00:00)` in UTC, ended at `now` when the period is not over yet. */
export function reportWindow(report: Pick<ReportToGenerate, 'period_from' | 'period_to'>, now: Date): ReportWindow {
  const start = `${report.period_from}T00:00:00.000Z`;
  const dayAfter = new Date(`${report.period_to}T00:00:00.000Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const end = dayAfter.getTime() < now.getTime() ? dayAfter : now;
  return { start, end: end.toISOString() };
}

const accountLabel = (account: ReportAccountRow) =>
  `${account.account_holder_name ?? account.display_name} (${account.code}, ${account.currency})`;

/** What the report says, read from the ledger and the service tables for its period. */
export async function reportContentOf(db: Queryable, report: ReportToGenerate, now: Date): Promise<ReportContent> {
  const window = reportWindow(report, now);
  const account = report.virtual_account_code ? await readReportAccount(db, report.virtual_account_code) : undefined;
  const facts: [string, string][] = [
    [texts.merchant(), `${report.merchant_name} (${report.merchant_code})`],
    [texts.division(), `${report.division_name} (${report.division_code})`],
    [texts.account(), account ? accountLabel(account) : texts.allAccounts()],
    [texts.period(), `${report.period_from} – ${report.period_to}`],
    [texts.generated(), `${now.toISOString().slice(0, 19).replace('T', ' ')} UTC`],
  ];
  const subject = { divisionCode: report.division_code, account };
  switch (report.type) {
    case 'ACCOUNT_STATEMENT':
      if (!account) throw new Error(`report ${report.code}: a statement without an account`);
      return statementContent(db, account, window, facts);
    case 'TRANSACTIONS':
      return transactionsContent(db, subject, window, facts);
    case 'PAYOUTS':
      return payoutsContent(db, subject, window, facts);
    case 'FEES':
      return feesContent(db, subject, window, facts);
  }
}
