import {
  emptyListQuery,
  formatListQuery,
  type ListQuery,
  type ListQueryFields,
  parseListQuery,
  withChosenValues,
  withSearchText,
} from '@ops/core/list-query';

// A list's one state in its address (issue 31): the query `q` in the list query language, which the query field and
// the filter controls both edit; an older link's filter parameters read as the same query.

/** A list's state: the query in effect and its text as the address holds it. */
export interface ListQueryState {
  text: string;
  query: ListQuery;
}

/** Where a list keeps its query: its fields, and how an older link's filter parameters read as a query. */
export interface ListQueryAddress {
  fields: ListQueryFields;
  /** The filter parameters of older links, taken away once a query is written. */
  olderKeys: readonly string[];
  olderQuery(params: URLSearchParams): ListQuery;
  /**
   * For a list whose bare address shows a query of its own (the KYC queue's open tasks): an empty query is written as
   * `q=`, so it lists every row instead of going back to that default.
   */
  keepsEmptyQuery?: boolean;
}

/**
 * An older link's `status` (one of `statuses`, else none) and `search` as a query, for a list whose filters were those
 * two: `status:FAILED` and the search's words.
 */
export function statusAndSearchQuery(params: URLSearchParams, statuses: readonly string[]): ListQuery {
  const status = statuses.find((candidate) => candidate === params.get('status'));
  return withSearchText(withChosenValues(emptyListQuery, 'status', status ? [status] : []), params.get('search') ?? '');
}

/**
 * The state of an address: `q` in the query language (one that does not read is kept as text for the field and
 * filters nothing), or an older link's filter parameters as the same query.
 */
export function listQueryStateOf(list: ListQueryAddress, search: string): ListQueryState {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  if (q !== null) {
    const result = parseListQuery(list.fields, q);
    return { text: q, query: result.ok ? result.query : emptyListQuery };
  }
  const query = list.olderQuery(params);
  return { text: formatListQuery(query), query };
}

/** The address with a query in `q` (the older filter parameters taken away), back on the first page. */
export function withListQuery(list: ListQueryAddress, search: string, text: string): URLSearchParams {
  const params = new URLSearchParams(search);
  if (text.trim() || list.keepsEmptyQuery) params.set('q', text.trim());
  else params.delete('q');
  for (const name of [...list.olderKeys, 'page']) params.delete(name);
  return params;
}

/** The query text the list call sends: the address's `q` when it reads. */
export function listQueryTextOf(list: ListQueryAddress, search: string): string | undefined {
  const q = new URLSearchParams(search).get('q');
  return q !== null && parseListQuery(list.fields, q).ok ? q : undefined;
}

/** The query text the list call sends: `q` when it reads, else an older link's filters as the same query. */
export function addressQueryText(list: ListQueryAddress, search: string): string | undefined {
  const text = new URLSearchParams(search).has('q')
    ? listQueryTextOf(list, search)
    : listQueryStateOf(list, search).text;
  return text || undefined;
}
