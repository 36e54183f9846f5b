import type { CsvFigure, CsvValue } from '@ops/core/export';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database.ts';
import type { postingBuckets } from '../../../../db/schema/index.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import type { ReportAccountRow } from '../report-account.ts';
import { reportFileTexts as texts } from '../report-messages.ts';
import { money, pagedRows, type ReportContent, type ReportWindow } from './report-content.ts';

type Bucket = Exclude<(typeof postingBuckets)[number], 'WORLD'>;
const buckets: readonly Bucket[] = ['CONFIRMED', 'PENDING', 'PAYOUT'];
const pageSize = 20_000;

/**
 * A posting as one text of unit-separated fields (its UTC instant, id, transaction, type, status, reference,
 * bucket, amount): one column a row is what makes a page of 20,000 cheap to read through PGlite.
 */
interface PostingLine {
  line: string;
}

const separator = '\u001f';

/** An account's balances per kind from its postings before an instant: the ledger's balance at that moment. */
export async function balancesBefore(
  db: Queryable,
  accountCode: string,
  before: string,
): Promise<Record<Bucket, number>> {
  const [row] = await selectRows<Record<Bucket, string>>(
    db,
    sql`select coalesce(sum(amount) filter (where bucket = 'CONFIRMED'), 0)::text as "CONFIRMED",
               coalesce(sum(amount) filter (where bucket = 'PENDING'), 0)::text as "PENDING",
               coalesce(sum(amount) filter (where bucket = 'PAYOUT'), 0)::text as "PAYOUT"
        from ledger_postings where virtual_account_code = ${accountCode} and created_at < ${before}::timestamptz`,
  );
  return {
    CONFIRMED: Number(row?.CONFIRMED ?? 0),
    PENDING: Number(row?.PENDING ?? 0),
    PAYOUT: Number(row?.PAYOUT ?? 0),
  };
}

const sum = (balances: Record<Bucket, number>) => balances.CONFIRMED + balances.PENDING + balances.PAYOUT;

/**
 * A virtual account's statement for a window: the opening balance (its postings before the start), every posting
 * in the window in time order with the balance after it, and the closing balance, per kind of balance and in all.
 * The closing balance is the opening plus the lines, so it is the ledger's balance at the window's end.
 */
export async function statementContent(
  db: Queryable,
  account: ReportAccountRow,
  window: ReportWindow,
  facts: [string, string][],
): Promise<ReportContent> {
  const opening = await balancesBefore(db, account.code, window.start);
  const closing = { ...opening };
  const currency = account.currency;
  let after: { sortAt: string; id: string } | undefined;
  const readPage = (last: PostingLine | undefined) => {
    if (last) {
      const [sortAt = '', id = ''] = last.line.split(separator, 2);
      after = { sortAt, id };
    }
    return selectRows<PostingLine>(
      db,
      sql`select concat_ws(chr(31), (p.created_at at time zone 'UTC')::text, p.id, t.code, t.type, t.status,
                           coalesce(t.reference, ''), p.bucket, p.amount) as line
          from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
          where p.virtual_account_code = ${account.code}
            and p.created_at >= ${window.start}::timestamptz and p.created_at < ${window.end}::timestamptz
            ${after ? sql`and (p.created_at, p.id) > (${after.sortAt}::timestamp at time zone 'UTC', ${after.id}::bigint)` : sql``}
          order by p.created_at, p.id
          limit ${pageSize}`,
    );
  };

  const bucketLabels = Object.fromEntries(buckets.map((bucket) => [bucket, texts.buckets[bucket]()]));

  async function* rows(): AsyncGenerator<readonly CsvValue[]> {
    for await (const { line } of pagedRows(readPage, pageSize)) {
      const [at = '', , transaction = '', type = '', status = '', reference = '', bucket = 'CONFIRMED', amountText] =
        line.split(separator);
      const amount = Number(amountText);
      closing[bucket as Bucket] += amount;
      yield [
        at.slice(0, 19),
        transaction,
        type,
        status,
        reference,
        bucketLabels[bucket] ?? bucket,
        money(amount, currency),
        money(sum(closing), currency),
      ];
    }
  }

  const c = texts.columns;
  return {
    title: texts.titles.ACCOUNT_STATEMENT(),
    facts: [...facts, [texts.openingBalance(), `${money(sum(opening), currency)} ${currency}`]],
    columns: [
      { header: c.date(), weight: 13 },
      { header: c.transaction(), weight: 14 },
      { header: c.type(), weight: 12 },
      { header: c.status(), weight: 10 },
      { header: c.reference(), weight: 13 },
      { header: c.bucket(), weight: 9 },
      { header: `${c.amount()} (${currency})`, weight: 10, align: 'right' },
      { header: c.runningBalance(), weight: 11, align: 'right' },
    ],
    rows: rows(),
    totals: () => [
      [texts.openingBalance(), money(sum(opening), currency)],
      ...buckets.map((bucket): [string, CsvFigure] => [
        `${texts.closingBalance()}: ${texts.buckets[bucket]()}`,
        money(closing[bucket], currency),
      ]),
      [texts.closingBalance(), money(sum(closing), currency)],
    ],
  };
}
