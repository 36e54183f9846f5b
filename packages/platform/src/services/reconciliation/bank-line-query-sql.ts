import type { ListQuery } from '@ops/core/list-query';
import { type SQL, sql } from 'drizzle-orm';
import { keptCountsAnswer } from '../../db/list-query/kept-counts.ts';
import { type ListQuerySql, listQueryCondition } from '../../db/list-query/list-query-sql.ts';
import { amountComparing, codeMatching, dayOn, equalTo } from '../../db/list-query/value-conditions.ts';
import { bankStatementLineCounts, bankStatementLines, settlementDayOf } from '../../db/schema/index.ts';
import { anyStartsWith } from '../account-owner/like-pattern.ts';

const { code, reference, payoutCode } = bankStatementLines;

/** The bank lines search word: a line whose code, reference or batch starts with it, in any case. */
const bankLineSearch = (text: string) => anyStartsWith(text, [code, reference, payoutCode]);

/**
 * The bank lines list's query fields (core's `bankLineQueryFields`) on `bank_statement_lines`: the amount in the
 * line's currency, the settlement day, codes as typed (a `*` start on the `text_pattern_ops` indexes of migration
 * `list_query_bank_line_indexes`).
 */
function bankLineQuerySql(today: Date): ListQuerySql {
  return {
    fields: {
      status: equalTo(bankStatementLines.status),
      type: equalTo(bankStatementLines.type),
      amount: amountComparing(bankStatementLines.amount, bankStatementLines.currency),
      currency: equalTo(bankStatementLines.currency),
      settled: dayOn(settlementDayOf(bankStatementLines), today),
      code: codeMatching(code),
      reference: codeMatching(reference),
      batch: codeMatching(payoutCode),
      file: codeMatching(bankStatementLines.fileCode),
    },
    word: bankLineSearch,
  };
}

/** A read query as SQL, its relative days counted from `today` (UTC). */
export const bankLineQueryCondition = (query: ListQuery, today: Date): SQL | undefined =>
  listQueryCondition(bankLineQuerySql(today), query);

/** The fields the counts kept per settlement day, file, status, type and currency answer. */
const countedFields = new Set(['status', 'type', 'currency', 'settled', 'file']);

/** Whether the kept counts answer how many lines a query matches (no amount, code, reference, batch or word). */
export const lineCountsAnswer = (query: ListQuery | undefined): boolean => keptCountsAnswer(countedFields, query);

/** A read query on the kept counts (`bank_statement_line_counts`), for a total without counting lines. */
export function bankLineCountCondition(query: ListQuery, today: Date): SQL | undefined {
  const counts = bankStatementLineCounts;
  return listQueryCondition(
    {
      fields: {
        status: equalTo(counts.status),
        type: equalTo(counts.type),
        currency: equalTo(counts.currency),
        settled: dayOn(counts.settled, today),
        // A line of no file is counted under '': no file code matches it, as none matches the line's null.
        file: codeMatching(sql`nullif(${counts.fileCode}, '')`),
      },
      word: () => undefined,
    },
    query,
  );
}
