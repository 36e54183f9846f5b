import type { ExceptionReason, Page, PageQuery, PspReportItemException } from '@ops/core/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { pspIntegrations, pspReportLines } from '../../../db/schema/index.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import {
  type ExceptionRow,
  exceptionPage,
  exceptionReasonSql,
} from '../../reconciliation/tolerance/exception-reason-sql.ts';
import { ruleRow } from '../../reconciliation/tolerance/tolerance-rule.ts';
import { allowedFor, fitsLine, type RuleTerms } from '../../reconciliation/tolerance/tolerance-sql.ts';
import { reportLineColumns, toPspReportItem } from '../psp-report-search.ts';
import { kindToMatchSql, matchableReportLines, referenceSql } from './matchable-report-line.ts';

/**
 * The PSP side's exceptions queue (issue 34): the division's report items the workbench could match
 * (`matchableReportLines`: unallocated or failed, in no match), newest first, each with why no rule placed it, judged
 * in one statement against the division's open transactions of the kind it settles (not reconciled nor cancelled, as
 * the workbench's candidates are) and its tolerance rule, as auto-reconciliation fits them (`reportTolerancePairs`:
 * the same `allowedFor` and `fitsLine`, and a line whose reference names a transaction of the division is judged
 * against that one only): how many in its currency fit it, else whether one fits in another currency, whether any is
 * open in its currency at all (`exceptionReasonSql`). Every part is an index range: the page's lines on
 * `psp_report_lines_unplaced_idx` in the queue's order (all of them only to filter by reason), the division's open
 * currencies skipped through `split_transactions_open_amount_idx` one at a time, and each line's transactions by
 * amount on the same index, judged by day and reference from the index alone (migration
 * `0078_psp_report_line_exceptions`). A FAILED item keeps its failure reason. 0-based pages.
 */
export async function listPspReportItemExceptions(
  db: Queryable,
  division: DivisionAddress,
  query: PageQuery & { reason?: ExceptionReason | undefined },
): Promise<Page<PspReportItemException>> {
  const rule = await ruleRow(db, division.divisionCode);
  const open = sql`s.division_code = ${division.divisionCode} and s.reconciled_at is null and s.cancelled_at is null`;
  const unplaced = sql`division_code = ${division.divisionCode} and merchant_code = ${division.merchantCode}
    and ${matchableReportLines()}`;
  const newestFirst = sql`order by imported_at desc, line_number desc, code desc`;
  const page = sql`limit ${query.limit} offset ${query.page * query.limit}`;
  const judged = judgedLines(division, rule, open);
  const rows = await selectRows<ExceptionRow>(
    db,
    query.reason === undefined
      ? sql`with recursive ${judged(sql`select * from psp_report_lines where ${unplaced} ${newestFirst} ${page}`)}
        select code, reason, fits::text,
          (select count(*) from psp_report_lines where ${unplaced})::text as total
        from judged ${newestFirst}`
      : sql`with recursive ${judged(sql`select * from psp_report_lines where ${unplaced}`)}
        select code, reason, fits::text, (count(*) over ())::text as total from judged
        where reason = ${query.reason}::text ${newestFirst} ${page}`,
  );
  const items = rows.length
    ? await db
        .select(reportLineColumns)
        .from(pspReportLines)
        .innerJoin(pspIntegrations, eq(pspIntegrations.code, pspReportLines.integrationCode))
        .where(
          inArray(
            pspReportLines.code,
            rows.map((row) => row.code),
          ),
        )
    : [];
  const byCode = new Map(items.map((item) => [item.line.code, item]));
  return exceptionPage(
    rows,
    query,
    (code) => byCode.get(code),
    (item, reason, candidateCount) => ({ item: toPspReportItem(item), reason, candidateCount }),
  );
}

/**
 * The `with recursive` clause judging the report lines `lines` selects (`psp_report_lines` rows): `currencies`, those
 * of the division's open transactions, read by skipping through the index (a loose index scan: one probe a currency,
 * however many transactions); `judged`, each line with its code, order, how many open transactions of its kind fit it
 * in its currency (`fits`) and its reason.
 */
function judgedLines(division: DivisionAddress, rule: RuleTerms, open: SQL) {
  const window = rule?.dateWindowDays ?? 0;
  const sameTransaction = sql`(named.psp_reference is null or s.psp_reference = named.psp_reference)`;
  return (lines: SQL) => sql`currencies as (
      (select s.currency from split_transactions s where ${open} order by s.currency limit 1)
      union all
      select (select s.currency from split_transactions s where ${open} and s.currency > currencies.currency
        order by s.currency limit 1)
      from currencies where currencies.currency is not null
    ),
    lines as (
      select code, imported_at, line_number, currency, abs(gross_amount)::bigint as amount, booking_date as day,
        ${kindToMatchSql()} as kind, ${referenceSql()} as reference, ${allowedFor(rule, sql`abs(gross_amount)`)} as allowed
      from (${lines}) psp_report_lines
    ),
    judged as (
      select l.code, l.imported_at, l.line_number, fitting.fits,
        ${exceptionReasonSql(
          sql`fitting.fits`,
          sql`fitting.elsewhere > 0`,
          // The smallest amount: so the index is read from its start, never every transaction when none is open.
          sql`coalesce((select true from split_transactions s where ${open} and s.currency = l.currency
            and s.type = l.kind and ${sameTransaction} order by s.total_amount limit 1), false)`,
        )} as reason
      from lines l
      left join lateral (
        select s.psp_reference from split_transactions s where s.division_code = ${division.divisionCode}
          and lower(s.psp_reference) = lower(l.reference) and s.psp_reference = l.reference
        limit 1
      ) named on true
      cross join lateral (
        select count(*) filter (where c.currency = l.currency) as fits,
          count(*) filter (where c.currency <> l.currency) as elsewhere
        from currencies cross join lateral (
          select s.currency, s.total_amount::bigint as amount, (s.created_at at time zone 'UTC')::date as day
          from split_transactions s
          where ${open} and s.currency = currencies.currency and s.type = l.kind
            and s.total_amount between l.amount - l.allowed and l.amount + l.allowed and ${sameTransaction}
        ) c
        where ${fitsLine(window)}
      ) fitting
    )`;
}
