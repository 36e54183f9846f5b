import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import { reportFileTexts as texts } from '../report-messages.ts';
import { divisionCurrencyOf, type ReportSubject, sellerAccountOf } from './division-filter.ts';
import { money, type ReportContent, type ReportWindow } from './report-content.ts';
import { tabularReport } from './tabular-report.ts';

interface PayoutLine {
  code: string;
  created_at: string;
  sort_at: string;
  creditor_name: string;
  iban: string | null;
  amount: string;
  currency: string;
  status: string;
  type: string;
  payout_code: string | null;
  batch_status: string | null;
}

/** The window's payout requests (a seller's, or the division's and all its sellers') with the batch of each. */
export function payoutsContent(
  db: Queryable,
  subject: ReportSubject,
  window: ReportWindow,
  facts: [string, string][],
): ReportContent {
  const seller = sellerAccountOf(subject);
  const currency = divisionCurrencyOf(subject);
  const readPage = (after: PayoutLine | undefined, limit: number) =>
    selectRows<PayoutLine>(
      db,
      sql`select r.code, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at,
                 r.created_at::text as sort_at, r.creditor_name, r.iban, r.amount::text as amount,
                 r.source_currency as currency, r.status, r.type, r.payout_code, b.status as batch_status
          from payout_requests r left join payout_batches b on b.code = r.payout_code
          where r.division_code = ${subject.divisionCode}
            and r.created_at >= ${window.start}::timestamptz and r.created_at < ${window.end}::timestamptz
            ${seller ? sql`and r.virtual_account_code = ${seller}` : sql``}
            ${currency ? sql`and r.source_currency = ${currency}` : sql``}
            ${after ? sql`and (r.created_at, r.code) > (${after.sort_at}::timestamptz, ${after.code})` : sql``}
          order by r.created_at, r.code
          limit ${limit}`,
    );

  const c = texts.columns;
  return tabularReport<PayoutLine>({
    title: texts.titles.PAYOUTS(),
    facts,
    columns: [
      { header: c.date(), weight: 13, value: (line) => line.created_at },
      { header: c.code(), weight: 12, value: (line) => line.code },
      { header: c.seller(), weight: 14, value: (line) => line.creditor_name },
      { header: c.iban(), weight: 16, value: (line) => line.iban },
      { header: c.type(), weight: 9, value: (line) => line.type },
      { header: c.status(), weight: 9, value: (line) => line.status },
      { header: c.batch(), weight: 11, value: (line) => line.payout_code },
      { header: c.batchStatus(), weight: 9, value: (line) => line.batch_status },
      { header: c.currency(), weight: 6, value: (line) => line.currency },
      { header: c.amount(), weight: 10, align: 'right', value: (line) => money(Number(line.amount), line.currency) },
    ],
    readPage,
    counts: (line) => ({ currency: line.currency, amount: Number(line.amount) }),
  });
}
