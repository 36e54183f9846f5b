import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import { reportFileTexts as texts } from '../report-messages.ts';
import { divisionCurrencyOf, type ReportSubject, sellerAccountOf } from './division-filter.ts';
import { currencyTotals, money, pagedRows, type ReportContent, type ReportWindow } from './report-content.ts';

const pageSize = 5000;

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
  const totals = currencyTotals();
  const readPage = (after: PayoutLine | undefined) =>
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
          limit ${pageSize}`,
    );

  async function* rows(): AsyncGenerator<readonly string[]> {
    for await (const line of pagedRows(readPage, pageSize)) {
      totals.add(line.currency, Number(line.amount));
      yield [
        line.created_at,
        line.code,
        line.creditor_name,
        line.iban ?? '',
        line.type,
        line.status,
        line.payout_code ?? '',
        line.batch_status ?? '',
        line.currency,
        money(Number(line.amount), line.currency),
      ];
    }
  }

  const c = texts.columns;
  return {
    title: texts.titles.PAYOUTS(),
    facts,
    columns: [
      { header: c.date(), weight: 13 },
      { header: c.code(), weight: 12 },
      { header: c.seller(), weight: 14 },
      { header: c.iban(), weight: 16 },
      { header: c.type(), weight: 9 },
      { header: c.status(), weight: 9 },
      { header: c.batch(), weight: 11 },
      { header: c.batchStatus(), weight: 9 },
      { header: c.currency(), weight: 6 },
      { header: c.amount(), weight: 10, align: 'right' },
    ],
    rows: rows(),
    totals: () => totals.lines(texts.total()),
  };
}
