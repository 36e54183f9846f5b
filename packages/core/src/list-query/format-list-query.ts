import type { ListQuery, QueryClause } from './list-query.ts';

function formatClause(clause: QueryClause): string {
  return `${clause.negated ? '-' : ''}${clause.field}${clause.operator}${clause.values.join(',')}`;
}

/** A query as text: reading it back gives the same query (the controls and the query field show one state). */
export function formatListQuery(query: ListQuery): string {
  return [...query.clauses.map(formatClause), ...query.words].join(' ');
}
