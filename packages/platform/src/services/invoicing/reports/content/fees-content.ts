import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import { reportFileTexts as texts } from '../report-messages.ts';
import { divisionCurrencyOf, type ReportSubject, sellerAccountOf } from './division-filter.ts';
import { money, type ReportContent, type ReportWindow } from './report-content.ts';
import { tabularReport } from './tabular-report.ts';

interface FeeLine {
  sort_at: string;
  sort_key: string;
  created_at: string;
  kind: 'PSP_FEE' | 'SPLIT_FEES';
  code: string;
  account: string;
  amount: string;
  currency: string;
}

/**
 * The window's fees: PSP fees booked on the ledger (`PSP_FEE`) against the division's accounts, and the
 * commission, handling fee and VAT each split share paid to the division (given back by a refund or chargeback).
 */
export function feesContent(
  db: Queryable,
  subject: ReportSubject,
  window: ReportWindow,
  facts: [string, string][],
): ReportContent {
  const seller = sellerAccountOf(subject);
  const currency = divisionCurrencyOf(subject);
  const inWindow = (column: ReturnType<typeof sql>) =>
    sql`${column} >= ${window.start}::timestamptz and ${column} < ${window.end}::timestamptz`;
  const readPage = (after: FeeLine | undefined, limit: number) =>
    selectRows<FeeLine>(
      db,
      sql`select sort_at::text as sort_at, sort_key, to_char(sort_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at,
                 kind, code, account, amount::text as amount, currency
          from (
            select p.created_at as sort_at, 'L' || lpad(p.id::text, 19, '0') as sort_key, 'PSP_FEE' as kind,
                   t.code, p.virtual_account_code as account, -p.amount as amount, p.currency
            from ledger_postings p
              join ledger_transactions t on t.id = p.transaction_id
              join virtual_accounts va on va.code = p.virtual_account_code
            where t.type = 'PSP_FEE' and va.division_code = ${subject.divisionCode} and ${inWindow(sql`p.created_at`)}
              ${seller ? sql`and p.virtual_account_code = ${seller}` : sql``}
              ${currency ? sql`and p.currency = ${currency}` : sql``}
            union all
            select t.created_at, 'S' || lpad(s.id::text, 19, '0'), 'SPLIT_FEES', t.code, s.virtual_account_code,
                   case when t.type = 'PAYMENT' then s.fees else -s.fees end, t.currency
            from split_shares s join split_transactions t on t.code = s.transaction_code
            where t.division_code = ${subject.divisionCode} and s.fees <> 0 and ${inWindow(sql`t.created_at`)}
              ${seller ? sql`and s.virtual_account_code = ${seller}` : sql``}
              ${currency ? sql`and t.currency = ${currency}` : sql``}
          ) fees
          ${after ? sql`where (sort_at, sort_key) > (${after.sort_at}::timestamptz, ${after.sort_key})` : sql``}
          order by sort_at, sort_key
          limit ${limit}`,
    );

  const c = texts.columns;
  return tabularReport<FeeLine>({
    title: texts.titles.FEES(),
    facts,
    columns: [
      { header: c.date(), weight: 14, value: (line) => line.created_at },
      { header: c.transaction(), weight: 14, value: (line) => line.code },
      { header: c.kind(), weight: 24, value: (line) => texts.feeKinds[line.kind]() },
      { header: c.account(), weight: 14, value: (line) => line.account },
      { header: c.currency(), weight: 7, value: (line) => line.currency },
      { header: c.amount(), weight: 11, align: 'right', value: (line) => money(Number(line.amount), line.currency) },
    ],
    readPage,
    counts: (line) => ({ currency: line.currency, amount: Number(line.amount) }),
  });
}
