import type { ListQuery } from '@ops/core/list-query';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keptCountsAnswer } from '../../../db/list-query/kept-counts.ts';
import { type ListQuerySql, listQueryCondition } from '../../../db/list-query/list-query-sql.ts';
import { codeMatching, createdOn, dayOn, equalTo, periodOverlapping } from '../../../db/list-query/value-conditions.ts';
import { reportCounts, reports } from '../../../db/schema/index.ts';
import { anyStartsWith } from '../../account-owner/like-pattern.ts';

/** `reports r`, as the list's statements name it (`reportSource`). */
const report = alias(reports, 'r');

/** The reports search: a report whose code, account's code or seller's code starts with it, in any case. */
const reportSearch = (text: string) =>
  anyStartsWith(text, [report.code, report.virtualAccountCode, report.accountHolderCode]);

/**
 * The reports list's query fields (core's `reportQueryFields`) on `reports r`, within its division: the period as the
 * list's from and to, codes as typed (a `*` start on the `text_pattern_ops` indexes of migration `list_query_report_indexes`).
 */
function reportQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      type: equalTo(report.type),
      status: equalTo(report.status),
      format: equalTo(report.format),
      period: periodOverlapping(report.periodFrom, report.periodTo, today),
      created: createdOn(report.createdAt, today),
      account: codeMatching(report.virtualAccountCode),
      seller: codeMatching(report.accountHolderCode),
      code: codeMatching(report.code),
    },
    word: reportSearch,
  };
}

/** A read query as SQL on `reports r`, its relative days counted from `today` (UTC). */
export const reportQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(reportQuerySql(today), query);

/** The fields the counts kept per division, day, type, scope, status and format answer. */
const countedFields = new Set(['type', 'status', 'format', 'created']);

/** Whether the kept counts answer how many reports a query matches (no period, account, seller, code or word). */
export const reportCountsAnswer = (query: ListQuery | undefined): boolean => keptCountsAnswer(countedFields, query);

/** A read query on the kept counts (`report_counts`), for a total without counting reports. */
export function reportCountCondition(query: ListQuery, today: Date): SQL | undefined {
  const counts = reportCounts;
  return listQueryCondition(
    {
      fields: {
        type: equalTo(counts.type),
        status: equalTo(counts.status),
        format: equalTo(counts.format),
        created: dayOn(counts.day, today),
      },
      word: () => undefined,
    },
    query,
  );
}
