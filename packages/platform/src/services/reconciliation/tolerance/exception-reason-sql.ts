import type { ExceptionReason, Page, PageQuery } from '@ops/core/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Why no rule placed a line, as SQL, on both workbench sides: from how many candidates in its currency fit it within
 * the rule (`fits`), whether one fits in another currency (`elsewhere`) and whether any is open in its currency
 * (`openInCurrency`), the first that holds of several, one, another currency, outside the tolerance, none.
 */
export const exceptionReasonSql = (fits: SQL, elsewhere: SQL, openInCurrency: SQL): SQL =>
  sql`(case when ${fits} > 1 then 'SEVERAL_CANDIDATES'
      when ${fits} = 1 then 'ONE_CANDIDATE'
      when ${elsewhere} then 'CURRENCY_DIFFERS'
      when ${openInCurrency} then 'OUTSIDE_TOLERANCE'
      else 'NO_CANDIDATE' end)`;

/** What an exceptions statement answers of a line: its code, reason, fitting candidates and the queue's total. */
export interface ExceptionRow {
  code: string;
  reason: ExceptionReason;
  fits: string;
  total: string;
}

/** An exceptions queue's page: each row's line (read by `lineOf`, a line gone meanwhile left out) with its reason. */
export function exceptionPage<Line, Exception>(
  rows: ExceptionRow[],
  query: PageQuery,
  lineOf: (code: string) => Line | undefined,
  exceptionOf: (line: Line, reason: ExceptionReason, candidateCount: number) => Exception,
): Page<Exception> {
  return {
    elements: rows.flatMap((row) => {
      const line = lineOf(row.code);
      return line ? [exceptionOf(line, row.reason, Number(row.fits))] : [];
    }),
    pageNumber: query.page,
    pageSize: query.limit,
    totalCount: Number(rows[0]?.total ?? 0),
  };
}
