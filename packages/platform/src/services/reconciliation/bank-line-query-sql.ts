import type { ListQuery } from '@ops/core/list-query';
import type { SQL } from 'drizzle-orm';
import { type ListQuerySql, listQueryCondition } from '../../db/list-query/list-query-sql.ts';
import { amountComparing, codeMatching, dayOn, equalTo } from '../../db/list-query/value-conditions.ts';
import { bankStatementLines, settlementDayOf } from '../../db/schema/index.ts';
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
