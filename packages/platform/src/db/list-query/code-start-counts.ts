import type { ListQuery, QueryClause } from '@ops/core/list-query';
import { and, type Column, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../database.ts';

/** The longest code start, in characters, a list's counts per code start keep (the SQL's `generate_series(1, 5)`). */
export const countedCodeStart = 5;

/** The one clause of a query that is all a list's counts per code start need: `code:` values, nothing else. */
const codeClauseOf = (query: ListQuery | undefined): QueryClause | undefined => {
  const [clause, ...others] = query?.clauses ?? [];
  return query?.words.length === 0 && others.length === 0 && clause?.field === 'code' && !clause.negated
    ? clause
    : undefined;
};

/** Whether a list's counts per code start answer how many rows a query matches: `code:` alone, one clause. */
export const codeStartsAnswer = (query: ListQuery | undefined): query is ListQuery => !!codeClauseOf(query);

/** A value of a `code:` clause in small letters, as the counts keep it: a start (`sp-7*`) or a whole code. */
interface CodeValue {
  text: string;
  start: boolean;
}

/** The values, in small letters, without those another one holds (`sp-7*` in `sp-*`), so no row is counted twice. */
function disjointValues(values: readonly string[]): CodeValue[] {
  const read = values.map((value) => ({
    text: (value.endsWith('*') ? value.slice(0, -1) : value).toLowerCase(),
    start: value.endsWith('*'),
  }));
  const heldByAnother = (value: CodeValue, index: number) =>
    read.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.start &&
        value.text.startsWith(other.text) &&
        // Of two equal values, the first is kept; a start holds a whole code equal to it.
        (other.text.length < value.text.length || !value.start || otherIndex < index),
    );
  return read.filter(
    (value, index) =>
      !heldByAnother(value, index) &&
      read.findIndex((other) => other.text === value.text && other.start === value.start) === index,
  );
}

/**
 * A list's counts per code start in small letters (its first one to `countedCodeStart` characters) in the list's
 * scope, and how the list counts the rows of a query the counts cannot answer.
 */
export interface CodeStartCounts {
  counts: { table: PgTable; scope: SQL | undefined; start: Column; count: Column };
  countRows: (query: ListQuery) => Promise<number>;
}

/**
 * How many rows a `code:` query matches, exactly, without reading most of them: each start of at most
 * `countedCodeStart` characters is one kept count; longer starts and whole codes match few rows, which are counted.
 * Values another value holds are left out first, so a row is counted once.
 */
export async function countByCodeStarts(db: Queryable, codes: CodeStartCounts, query: ListQuery): Promise<number> {
  const clause = codeClauseOf(query) as QueryClause;
  const values = disjointValues(clause.values);
  const kept = values.filter((value) => value.start && value.text.length > 0 && value.text.length <= countedCodeStart);
  const counted = values.filter((value) => !kept.includes(value));
  const { counts } = codes;
  const [fromCounts, fromRows] = await Promise.all([
    kept.length === 0
      ? 0
      : db
          .select({ value: sql<string>`coalesce(sum(${counts.count}), 0)::text` })
          .from(counts.table)
          .where(
            and(
              counts.scope,
              inArray(
                counts.start,
                kept.map((value) => value.text),
              ),
            ),
          )
          .then(([total]) => Number(total?.value ?? 0)),
    counted.length === 0
      ? 0
      : codes.countRows({
          clauses: [{ ...clause, values: counted.map((value) => (value.start ? `${value.text}*` : value.text)) }],
          words: [],
        }),
  ]);
  return fromCounts + fromRows;
}
