import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import { reportFileTexts as texts } from '../report-messages.ts';
import { divisionCurrencyOf, type ReportSubject, sellerAccountOf } from './division-filter.ts';
import { currencyTotals, money, pagedRows, type ReportContent, type ReportWindow } from './report-content.ts';

const pageSize = 5000;

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
  const totals = currencyTotals();
  const readPage = (after: TransactionLine | undefined) =>
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
          limit ${pageSize}`,
    );

  async function* rows(): AsyncGenerator<readonly string[]> {
    for await (const line of pagedRows(readPage, pageSize)) {
      const amount = Number(line.amount);
      totals.add(line.currency, line.type === 'PAYMENT' ? amount : -amount);
      yield [
        line.created_at,
        line.code,
        line.type,
        line.status,
        line.reference ?? '',
        line.seller,
        line.payment_code ?? '',
        line.currency,
        money(amount, line.currency),
        money(Number(line.fees), line.currency),
      ];
    }
  }

  const c = texts.columns;
  return {
    title: texts.titles.TRANSACTIONS(),
    facts,
    columns: [
      { header: c.date(), weight: 13 },
      { header: c.code(), weight: 12 },
      { header: c.type(), weight: 9 },
      { header: c.status(), weight: 10 },
      { header: c.reference(), weight: 12 },
      { header: c.seller(), weight: 14 },
      { header: c.payment(), weight: 12 },
      { header: c.currency(), weight: 6 },
      { header: c.amount(), weight: 10, align: 'right' },
      { header: c.fees(), weight: 9, align: 'right' },
    ],
    rows: rows(),
    totals: () => totals.lines(texts.total()),
  };
}
