import type { ListQuery } from '@ops/core/list-query';

/**
 * Whether a list's kept counts (rows per the values of a few columns, kept by triggers) answer how many rows its
 * query matches: every clause on a field the counts are keyed by, and no search word, which needs the rows. A
 * condition on the keys alone holds for all of a count's rows or none, so the counts add up to the rows' number.
 */
export const keptCountsAnswer = (countedFields: ReadonlySet<string>, query: ListQuery | undefined): boolean =>
  !query || (query.words.length === 0 && query.clauses.every((clause) => countedFields.has(clause.field)));
