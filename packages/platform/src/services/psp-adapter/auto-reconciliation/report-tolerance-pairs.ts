import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { allowedFor, fitsLine, type RuleTerms } from '../../reconciliation/tolerance/tolerance-sql.ts';
import { kindToMatchSql, matchableReportLines, referenceSql } from '../workbench/matchable-report-line.ts';

/** A report line and the one open transaction within the division's tolerance rule, with what the rule allows. */
export interface ReportTolerancePair {
  lineCode: string;
  splitCode: string;
  allowed: number;
}

interface PairRow {
  line_code: string;
  split_code: string;
  allowed: string;
}

/**
 * The division's report lines the workbench could match (`matchableReportLines`: unallocated or failed, in no
 * match) that exactly one open transaction fits within its tolerance rule, in one statement, as the bank side pairs
 * its lines (`tolerancePairs`, the same `allowedFor` and `fitsLine`): a transaction fits a line when it is of the
 * kind the line's record settles, in its currency, not reconciled nor cancelled, its amount within the larger of the
 * rule's minor units and its basis points of the line's (unsigned gross), made within the rule's days of the line's
 * booking day. Each line's transactions are found by amount through `split_transactions_open_amount_idx`, an index
 * range a line (`offset 0` keeps the lateral a loop over the lines: flattened, the planner merged every line with
 * every open transaction of its kind, 10,000 lines × 100,000 transactions, 419 s on PGlite). A line
 * whose reference names a transaction of the division (its amount differed, or it was reconciled or cancelled) is
 * fitted to that transaction only, never to another of a like amount. A pair is kept only when nothing else fits its
 * line and no other line fits its transaction. In line code order.
 */
export async function reportTolerancePairs(
  db: Queryable,
  division: DivisionAddress,
  rule: RuleTerms,
): Promise<ReportTolerancePair[]> {
  const window = rule?.dateWindowDays ?? 0;
  const rows = await selectRows<PairRow>(
    db,
    sql`with lines as (
        select code, currency, abs(gross_amount)::bigint as amount, booking_date as day, ${kindToMatchSql()} as kind,
          ${referenceSql()} as reference, ${allowedFor(rule, sql`abs(gross_amount)`)} as allowed
        from psp_report_lines
        where division_code = ${division.divisionCode} and merchant_code = ${division.merchantCode}
          and ${matchableReportLines()}
      ),
      named as (
        select distinct l.code from lines l join split_transactions s on s.division_code = ${division.divisionCode}
          and lower(s.psp_reference) = lower(l.reference) and s.psp_reference = l.reference
      ),
      fits as (
        select l.code as line_code, l.allowed, c.code as split_code
        from lines l cross join lateral (
          select s.code, s.psp_reference, s.total_amount::bigint as amount,
            (s.created_at at time zone 'UTC')::date as day
          from split_transactions s
          where s.division_code = ${division.divisionCode} and s.currency = l.currency and s.type = l.kind
            and s.reconciled_at is null and s.cancelled_at is null
            and s.total_amount between l.amount - l.allowed and l.amount + l.allowed
          offset 0
        ) c
        where ${fitsLine(window)}
          and (c.psp_reference = l.reference or l.code not in (select code from named))
      ),
      counted as (
        select fits.*, count(*) over (partition by line_code) as per_line,
          count(*) over (partition by split_code) as per_split
        from fits
      )
      select line_code, split_code, allowed::text from counted where per_line = 1 and per_split = 1
      order by line_code`,
  );
  return rows.map((row) => ({ lineCode: row.line_code, splitCode: row.split_code, allowed: Number(row.allowed) }));
}
