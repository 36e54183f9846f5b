import {
  chosenDays,
  chosenValues,
  emptyListQuery,
  formatListQuery,
  type ListQuery,
  parseListQuery,
  transactionQueryFields,
  withChosenDays,
  withChosenValues,
  withSearchText,
} from '@ops/core/list-query';
import { type TransactionFilterKey, type TransactionFilters, transactionFiltersOf } from './transaction-filters.ts';

/** The URL parameters of the transactions list's state: `q`, its query; the filter parameters of older links. */
export const transactionQueryKeys = ['q', 'status', 'type', 'createdFrom', 'createdTo', 'search'] as const;
type TransactionQueryKey = (typeof transactionQueryKeys)[number];

/** The list's one state: the query in effect and its text as the URL holds it. */
export interface TransactionListState {
  text: string;
  query: ListQuery;
}

/** The query the filter controls set. */
export function queryWithFilters(query: ListQuery, filters: TransactionFilters): ListQuery {
  const chosen = withChosenValues(withChosenValues(query, 'status', filters.statuses), 'type', filters.types);
  const days = {
    ...(filters.createdFrom ? { from: filters.createdFrom } : {}),
    ...(filters.createdTo ? { to: filters.createdTo } : {}),
  };
  return withSearchText(withChosenDays(chosen, 'created', days), filters.search);
}

/** What the filter controls show of a query (the rest stays in the query field). */
export function filtersOfQuery(query: ListQuery): TransactionFilters {
  const days = chosenDays(query, 'created');
  return transactionFiltersOf({
    status: chosenValues(query, 'status').join(','),
    type: chosenValues(query, 'type').join(','),
    createdFrom: days.from,
    createdTo: days.to,
    search: query.words.join(' '),
  });
}

/**
 * The state the URL holds: `q` read in the query language (one that does not read is shown with its error and
 * filters nothing), or an older link's filter parameters (`?status=…&search=…`, the palette's search) as a query.
 */
export function transactionListStateOf(params: Record<TransactionQueryKey, string | undefined>): TransactionListState {
  if (params.q !== undefined) {
    const result = parseListQuery(transactionQueryFields, params.q);
    return { text: params.q, query: result.ok ? result.query : emptyListQuery };
  }
  const legacy: Record<TransactionFilterKey, string | undefined> = params;
  const query = queryWithFilters(emptyListQuery, transactionFiltersOf(legacy));
  return { text: formatListQuery(query), query };
}

/** The URL parameters of a state: its text in `q`, the older filter parameters taken away. */
export function transactionStateParams(text: string): Record<TransactionQueryKey, string | undefined> {
  const q = text.trim() || undefined;
  return { q, status: undefined, type: undefined, createdFrom: undefined, createdTo: undefined, search: undefined };
}
