import type { QueryOperator } from './query-field.ts';

/**
 * One condition of a query, `-type:REFUND,CHARGEBACK`: the field, whether it is negated, the operator and its
 * values (several only with `:`, any of them matching), each in its normal form (enum values and currencies upper
 * case, amounts as typed, days and relative days as typed, codes as typed with a trailing `*` for a prefix).
 */
export interface QueryClause {
  field: string;
  negated: boolean;
  operator: QueryOperator;
  values: string[];
}

/**
 * A parsed list query: every clause must hold (spaces are AND), and every word without a field is the start of
 * one of the list's searched codes or references. This is the one state the query text and the filter controls
 * both show.
 */
export interface ListQuery {
  clauses: QueryClause[];
  words: string[];
}

export const emptyListQuery: ListQuery = { clauses: [], words: [] };
