import type { ListQuery, QueryClause } from './list-query.ts';

const isChoice = (clause: QueryClause, field: string) =>
  clause.field === field && !clause.negated && clause.operator === ':';
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isBound = (clause: QueryClause, field: string, operator: '>=' | '<=') =>
  clause.field === field && !clause.negated && clause.operator === operator && isoDay.test(clause.values[0] ?? '');

/** The values a choice control shows for a field: those of its first `field:a,b` clause. */
export function chosenValues(query: ListQuery, field: string): string[] {
  return query.clauses.find((clause) => isChoice(clause, field))?.values ?? [];
}

/** The query with a choice control's values: its `field:` clauses replaced by one, or none when nothing is chosen. */
export function withChosenValues(query: ListQuery, field: string, values: readonly string[]): ListQuery {
  const kept = query.clauses.filter((clause) => !isChoice(clause, field));
  const at = query.clauses.findIndex((clause) => isChoice(clause, field));
  const clause: QueryClause = { field, negated: false, operator: ':', values: [...values] };
  if (values.length === 0) return { ...query, clauses: kept };
  const clauses = at < 0 ? [...kept, clause] : [...kept.slice(0, at), clause, ...kept.slice(at)];
  return { ...query, clauses };
}

/** The day range a date picker shows: the days of `field>=DAY` and `field<=DAY` (absolute days only). */
export function chosenDays(query: ListQuery, field: string): { from?: string; to?: string } {
  const from = query.clauses.find((clause) => isBound(clause, field, '>='))?.values[0];
  const to = query.clauses.find((clause) => isBound(clause, field, '<='))?.values[0];
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The query with a date picker's range: its `field>=` and `field<=` day clauses replaced. */
export function withChosenDays(query: ListQuery, field: string, days: { from?: string; to?: string }): ListQuery {
  const kept = query.clauses.filter((clause) => !isBound(clause, field, '>=') && !isBound(clause, field, '<='));
  const bound = (operator: '>=' | '<=', day: string | undefined): QueryClause[] =>
    day ? [{ field, negated: false, operator, values: [day] }] : [];
  return { ...query, clauses: [...kept, ...bound('>=', days.from), ...bound('<=', days.to)] };
}

/** The query with a search field's text as its words. */
export function withSearchText(query: ListQuery, text: string | undefined): ListQuery {
  return { ...query, words: (text ?? '').split(/\s+/).filter(Boolean) };
}
