import { payoutRequestStatuses } from '@ops/core/contract';
import {
  emptyListQuery,
  formatListQuery,
  type ListQuery,
  parseListQuery,
  payoutRequestQueryFields,
  withChosenValues,
  withSearchText,
} from '@ops/core/list-query';

/** The payout requests list's one state: the query in effect and its text as the URL holds it (`q`). */
export interface PayoutRequestListState {
  text: string;
  query: ListQuery;
}

/**
 * The state of an address: `q` in the query language (one that does not read is kept as text for the field and
 * filters nothing), or an older link's `status` and `search` as the same query.
 */
export function payoutRequestStateOf(search: string): PayoutRequestListState {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  if (q !== null) {
    const result = parseListQuery(payoutRequestQueryFields, q);
    return { text: q, query: result.ok ? result.query : emptyListQuery };
  }
  const status = payoutRequestStatuses.find((candidate) => candidate === params.get('status'));
  const query = withSearchText(
    withChosenValues(emptyListQuery, 'status', status ? [status] : []),
    params.get('search') ?? '',
  );
  return { text: formatListQuery(query), query };
}

/** The address with a query in `q` (the older `status` and `search` taken away), back on the first page. */
export function withPayoutRequestQuery(search: string, text: string): URLSearchParams {
  const params = new URLSearchParams(search);
  if (text.trim()) params.set('q', text.trim());
  else params.delete('q');
  for (const name of ['status', 'search', 'page']) params.delete(name);
  return params;
}

/** The query text the list call sends: the URL's `q` when it reads. */
export function payoutRequestQueryText(search: string): string | undefined {
  const q = new URLSearchParams(search).get('q');
  return q !== null && parseListQuery(payoutRequestQueryFields, q).ok ? q : undefined;
}
