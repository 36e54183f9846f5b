import type { PspReportCandidates, SplitTransactionType } from '@ops/core/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { pspIntegrations, pspReportLines } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { lineTolerance } from '../../reconciliation/tolerance/line-tolerance.ts';
import { ruleRow } from '../../reconciliation/tolerance/tolerance-rule.ts';
import { allowedFor, fitsLine, type RuleTerms } from '../../reconciliation/tolerance/tolerance-sql.ts';
import { likePrefix } from '../../reconciliation/workbench/like-prefix.ts';
import { byRank } from '../../reconciliation/workbench/score-parts.ts';
import { pspMessages as messages } from '../psp-messages.ts';
import { reportLineColumns, toPspReportItem } from '../psp-report-search.ts';
import { referenceOf } from '../reconcile-report-lines.ts';
import { isMatchable, kindToMatch, lineAmount } from './matchable-report-line.ts';
import { type ScoredReportLine, scorePspCandidate } from './psp-candidate-score.ts';

/** Transactions read nearest the line's amount on each side, and at most by each reference. */
const nearest = 25;
/** Candidates answered. */
const answered = 50;

interface CandidateRow {
  code: string;
  type: SplitTransactionType;
  total_amount: string;
  created_on: string;
  psp_reference: string | null;
  reference: string | null;
  order_number: string | null;
  payment_method: string;
  within_tolerance: boolean;
}

/**
 * The open transactions worth scoring, in one statement, each part an index range of its own: those of the line's
 * kind nearest its amount above and below (`split_transactions_open_amount_idx`), those whose PSP reference starts
 * with the line's (`split_transactions_psp_reference_search_idx`), and those its merchant reference names as
 * reference or order number (`…_reference_search_idx`, `…_order_number_search_idx`). Open: not reconciled nor
 * cancelled, of the line's kind and currency. Each says whether it is within the division's tolerance rule of the
 * line, by the SQL auto-matching fits by (`allowedFor`, `fitsLine`: amount and day, as `reportTolerancePairs`).
 */
function candidateQuery(
  divisionCode: string,
  kind: SplitTransactionType,
  currency: string,
  line: ScoredReportLine,
  rule: RuleTerms,
) {
  const open = sql`s.division_code = ${divisionCode} and s.currency = ${currency} and s.type = ${kind}
    and s.reconciled_at is null and s.cancelled_at is null`;
  const byText = (column: string, value: string | null) =>
    value
      ? sql`union (select s.code from split_transactions s where s.division_code = ${divisionCode}
          and lower(${sql.raw(`s.${column}`)}) like ${likePrefix(value.toLowerCase())} limit ${nearest})`
      : sql``;
  return sql`with picked as (
        (select s.code from split_transactions s where ${open} and s.total_amount >= ${line.amount}
          order by s.total_amount limit ${nearest})
        union (select s.code from split_transactions s where ${open} and s.total_amount < ${line.amount}
          order by s.total_amount desc limit ${nearest})
        ${byText('psp_reference', line.reference)}
        ${byText('reference', line.merchantReference)}
        ${byText('order_number', line.merchantReference)}
      ),
      l as (
        select ${line.amount}::bigint as amount, ${allowedFor(rule, sql`${line.amount}::bigint`)} as allowed,
          ${line.day}::date as day
      )
      select c.code, c.type, c.amount::text as total_amount, to_char(c.day, 'YYYY-MM-DD') as created_on,
        c.psp_reference, c.reference, c.order_number, c.payment_method,
        ${fitsLine(rule?.dateWindowDays ?? 0)} as within_tolerance
      from l cross join (
        select s.code, s.type, s.total_amount::bigint as amount, (s.created_at at time zone 'UTC')::date as day,
          s.psp_reference, s.reference, s.order_number, s.payment_method
        from picked join split_transactions s on s.code = picked.code where ${open}
      ) c`;
}

/** A report line of the division with its integration's PSP, or 404. */
export async function reportLineOf(db: Queryable, division: { divisionCode: string }, code: string) {
  const [row] = await db
    .select(reportLineColumns)
    .from(pspReportLines)
    .innerJoin(pspIntegrations, eq(pspIntegrations.code, pspReportLines.integrationCode))
    .where(and(eq(pspReportLines.code, code), eq(pspReportLines.divisionCode, division.divisionCode)));
  if (!row) throw notFound(messages.reportItemNotFound({ code }));
  return row;
}

/**
 * The workbench's candidates for an unmatched PSP report line of the division (`candidateQuery`), scored
 * (`scorePspCandidate`) and ranked best first, each said to be within the division's tolerance rule or not, with what
 * the rule allows the line (`lineTolerance`), as the bank side answers. A line the workbench cannot match
 * (reconciled, in a match, a fee or payout line) is refused.
 */
export async function pspReportCandidates(
  db: Queryable,
  params: { merchantCode: string; divisionCode: string; reportItemCode: string },
): Promise<PspReportCandidates> {
  const row = await reportLineOf(db, params, params.reportItemCode);
  const { line } = row;
  const kind = kindToMatch(line);
  if (!kind || !isMatchable(line)) {
    throw conflict(messages.notMatchable({ code: line.code, recordType: line.recordType, status: line.status }));
  }
  const scored: ScoredReportLine = {
    amount: lineAmount(line),
    day: line.bookingDate,
    reference: referenceOf(line),
    merchantReference: line.merchantReference,
    paymentMethod: line.paymentMethod,
  };
  const rule = await ruleRow(db, params.divisionCode);
  const rows = await selectRows<CandidateRow>(
    db,
    candidateQuery(params.divisionCode, kind, line.currency, scored, rule),
  );
  const candidates = rows
    .map((candidate) => ({
      ...scorePspCandidate(scored, {
        kind: candidate.type,
        code: candidate.code,
        currency: line.currency,
        amount: Number(candidate.total_amount),
        createdOn: candidate.created_on,
        pspReference: candidate.psp_reference,
        reference: candidate.reference,
        orderNumber: candidate.order_number,
        paymentMethod: candidate.payment_method,
      }),
      withinTolerance: candidate.within_tolerance,
    }))
    .sort(byRank)
    .slice(0, answered);
  return { item: toPspReportItem(row), tolerance: lineTolerance(rule, scored.amount), candidates };
}
