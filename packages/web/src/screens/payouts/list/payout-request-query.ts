import { payoutRequestStatuses } from '@ops/core/contract';
import { payoutRequestQueryFields } from '@ops/core/list-query';
import {
  type ListQueryAddress,
  listQueryTextOf,
  statusAndSearchQuery,
} from '../../../ui/filter-bar/list-query-address.ts';

/** The payout requests list's query in the address; an older link's `status` and `search` read as the same query. */
export const payoutRequestAddress: ListQueryAddress = {
  fields: payoutRequestQueryFields,
  olderKeys: ['status', 'search'],
  olderQuery: (params) => statusAndSearchQuery(params, payoutRequestStatuses),
};

/** The query text the list call sends: the URL's `q` when it reads. */
export const payoutRequestQueryText = (search: string) => listQueryTextOf(payoutRequestAddress, search);
