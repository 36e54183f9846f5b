import { payoutRequestStatuses } from '@ops/core/contract';
import { payoutRequestQueryFields } from '@ops/core/list-query';
import {
  type ListQueryAddress,
  type ListQueryState,
  listQueryStateOf,
  listQueryTextOf,
  statusAndSearchQuery,
  withListQuery,
} from '../../../ui/filter-bar/list-query-address.ts';

/** The payout requests list's query in the address; an older link's `status` and `search` read as the same query. */
const payoutRequestAddress: ListQueryAddress = {
  fields: payoutRequestQueryFields,
  olderKeys: ['status', 'search'],
  olderQuery: (params) => statusAndSearchQuery(params, payoutRequestStatuses),
};

/** The payout requests list's state of an address. */
export const payoutRequestStateOf = (search: string): ListQueryState => listQueryStateOf(payoutRequestAddress, search);

/** The address with a query in `q` (the older `status` and `search` taken away), back on the first page. */
export const withPayoutRequestQuery = (search: string, text: string) =>
  withListQuery(payoutRequestAddress, search, text);

/** The query text the list call sends: the URL's `q` when it reads. */
export const payoutRequestQueryText = (search: string) => listQueryTextOf(payoutRequestAddress, search);
