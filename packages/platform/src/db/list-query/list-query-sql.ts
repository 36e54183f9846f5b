import type { ListQuery, QueryClause, QueryOperator } from '@ops/core/list-query';
import { and, not, or, type SQL, sql } from 'drizzle-orm';

/** The condition one value of a clause puts on a row, `amount >= 1000`; the values of a clause are ORed. */
export type ValueCondition = (value: string, operator: QueryOperator) => SQL | undefined;

/** How a list's query becomes SQL: a condition per field, and one for a word of the search. */
export interface ListQuerySql {
  fields: Record<string, ValueCondition>;
  /**
   * A negated clause of these fields as a condition of its own (`enumOutside`): `-status:a` as `status in (b, c)`,
   * which an index on the column can find, where `not (status = a)` walks every row.
   */
  negations?: Record<string, (values: readonly string[]) => SQL | undefined>;
  word: (word: string) => SQL | undefined;
}

/** The SQL operator of a comparison (from the language's fixed set, never the user's text). */
export const sqlOperators: Record<QueryOperator, SQL> = {
  ':': sql.raw('='),
  '>': sql.raw('>'),
  '>=': sql.raw('>='),
  '<': sql.raw('<'),
  '<=': sql.raw('<='),
};

function clauseCondition(listSql: ListQuerySql, clause: QueryClause): SQL | undefined {
  const negation = listSql.negations?.[clause.field];
  if (clause.negated && negation) return negation(clause.values);
  const clauseSql = listSql.fields[clause.field];
  if (!clauseSql) throw new Error(`the list has no SQL for the query field '${clause.field}'`);
  const matches = or(...clause.values.map((value) => clauseSql(value, clause.operator)));
  // A negated clause keeps the rows where the field is empty too (`-seller:AH-1` keeps a division's own payouts).
  return clause.negated && matches ? not(sql`coalesce(${matches}, false)`) : matches;
}

/**
 * A parsed query as one SQL condition, every value a bound parameter: the clauses and words ANDed, the values of
 * a clause ORed, a negated clause NOT. A field the list's SQL does not know is a bug, so it throws.
 */
export function listQueryCondition(listSql: ListQuerySql, query: ListQuery): SQL | undefined {
  return and(...query.clauses.map((clause) => clauseCondition(listSql, clause)), ...query.words.map(listSql.word));
}
