import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import { reportFileTexts as texts } from '../report-messages.ts';
import { divisionCurrencyOf, type ReportSubject, sellerAccountOf } from './division-filter.ts';
import { money, type ReportContent, type ReportWindow } from './report-content.ts';
import { tabularReport } from './tabular-report.ts';

interface TransactionLine {
  code: string;
  created_at: string;
  sort_at: string;
  type: string;
  status: string;
  reference: string | null;
  seller: string;
  payment_code: string | null;
  amount: string;
  fees: string;
  currency: string;
}

/**
 * The window's splits, refunds and chargebacks: for a seller its share of each (amount and fees), for the division
 * each transaction's total and what the division kept.
 */
export function transactionsContent(
  db: Queryable,
  subject: ReportSubject,
  window: ReportWindow,
  facts: [string, string][],
): ReportContent {
  const seller = sellerAccountOf(subject);
  const currency = divisionCurrencyOf(subject);
  const readPage = (after: TransactionLine | undefined, limit: number) =>
    selectRows<TransactionLine>(
      db,
      sql`select t.code, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at,
                 t.created_at::text as sort_at, t.type, t.status, coalesce(t.reference, t.order_number) as reference,
                 ${seller ? sql`ah.name` : sql`ah.name || case when t.seller_count > 1 then ' +' || (t.seller_count - 1) else '' end`} as seller,
                 t.payment_code,
                 ${seller ? sql`s.amount` : sql`t.total_amount`}::text as amount,
                 ${seller ? sql`s.fees` : sql`t.division_amount`}::text as fees, t.currency
          from split_transactions t
          ${seller ? sql`join split_shares s on s.transaction_code = t.code and s.virtual_account_code = ${seller} join account_holders ah on ah.code = s.account_holder_code` : sql`join account_holders ah on ah.code = t.primary_account_holder_code`}
          where t.division_code = ${subject.divisionCode}
            and t.created_at >= ${window.start}::timestamptz and t.created_at < ${window.end}::timestamptz
            ${currency ? sql`and t.currency = ${currency}` : sql``}
            ${after ? sql`and (t.created_at, t.code) > (${after.sort_at}::timestamptz, ${after.code})` : sql``}
          order by t.created_at, t.code
          limit ${limit}`,
    );

  const c = texts.columns;
  return tabularReport<TransactionLine>({
    title: texts.titles.TRANSACTIONS(),
    facts,
    columns: [
      { header: c.date(), weight: 13, value: (line) => line.created_at },
      { header: c.code(), weight: 12, value: (line) => line.code },
      { header: c.type(), weight: 9, value: (line) => line.type },
      { header: c.status(), weight: 10, value: (line) => line.status },
      { header: c.reference(), weight: 12, value: (line) => line.reference },
      { header: c.seller(), weight: 14, value: (line) => line.seller },
      { header: c.payment(), weight: 12, value: (line) => line.payment_code },
      { header: c.currency(), weight: 6, value: (line) => line.currency },
      { header: c.amount(), weight: 10, align: 'right', value: (line) => money(Number(line.amount), line.currency) },
      { header: c.fees(), weight: 9, align: 'right', value: (line) => money(Number(line.fees), line.currency) },
    ],
    readPage,
    // A refund or chargeback gives back what its payment took in.
    counts: (line) => ({ currency: line.currency, amount: (line.type === 'PAYMENT' ? 1 : -1) * Number(line.amount) }),
  });
}
