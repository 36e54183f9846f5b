import type { ListQuery } from '@ops/core/list-query';
import type { SQL } from 'drizzle-orm';
import { keptCountsAnswer } from '../../db/list-query/kept-counts.ts';
import { type ListQuerySql, listQueryCondition } from '../../db/list-query/list-query-sql.ts';
import { amountComparing, codeMatching, dayOn, equalTo } from '../../db/list-query/value-conditions.ts';
import { pspReportLineCounts, pspReportLines } from '../../db/schema/index.ts';
import { anyStartsWith } from '../account-owner/like-pattern.ts';

const { code, pspReference, batchNumber } = pspReportLines;

/** The PSP lines search word: an item whose code, PSP reference or batch starts with it, in any case. */
const pspLineSearch = (text: string) => anyStartsWith(text, [code, pspReference, batchNumber]);

/**
 * The PSP lines list's query fields (core's `pspLineQueryFields`) on `psp_report_lines`: the gross amount in the
 * line's currency, the settlement day (the report's booking date), codes as typed (a `*` start on the
 * `text_pattern_ops` indexes of migration `list_query_psp_line_indexes`).
 */
function pspLineQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      status: equalTo(pspReportLines.status),
      type: equalTo(pspReportLines.type),
      amount: amountComparing(pspReportLines.grossAmount, pspReportLines.currency),
      currency: equalTo(pspReportLines.currency),
      settled: dayOn(pspReportLines.bookingDate, today),
      code: codeMatching(code),
      reference: codeMatching(pspReference),
      batch: codeMatching(batchNumber),
      report: codeMatching(pspReportLines.executionId),
      merchant: codeMatching(pspReportLines.merchantCode),
      division: codeMatching(pspReportLines.divisionCode),
    },
    word: pspLineSearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const pspLineQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(pspLineQuerySql(today), query);

/** The fields the counts kept per division, report, status, type, currency, day, batch, merchant and integration answer. */
const countedFields = new Set(['status', 'type', 'currency', 'settled', 'batch', 'report', 'merchant', 'division']);

/** Whether the kept counts answer how many lines a query matches (no amount, code, reference or search word). */
export const lineCountsAnswer = (query: ListQuery | undefined): boolean => keptCountsAnswer(countedFields, query);

/** A read query on the kept counts (`psp_report_line_counts`), for a total without counting lines. */
export function pspLineCountCondition(query: ListQuery, today: Date): SQL | undefined {
  const counts = pspReportLineCounts;
  return listQueryCondition(
    {
      fields: {
        status: equalTo(counts.status),
        type: equalTo(counts.type),
        currency: equalTo(counts.currency),
        settled: dayOn(counts.bookingDate, today),
        batch: codeMatching(counts.batchNumber),
        report: codeMatching(counts.executionId),
        merchant: codeMatching(counts.merchantCode),
        division: codeMatching(counts.divisionCode),
      },
      word: () => undefined,
    },
    query,
  );
}
