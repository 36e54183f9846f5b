import { payoutBatchStatuses } from '@ops/core/contract';
import { payoutBatchQueryFields } from '@ops/core/list-query';
import {
  type ListQueryAddress,
  listQueryTextOf,
  statusAndSearchQuery,
} from '../../../ui/filter-bar/list-query-address.ts';

/** The payout batches list's query in the address; an older link's `status` and `search` read as the same query. */
export const payoutBatchAddress: ListQueryAddress = {
  fields: payoutBatchQueryFields,
  olderKeys: ['status', 'search'],
  olderQuery: (params) => statusAndSearchQuery(params, payoutBatchStatuses),
};

/** The query text the list call sends: the URL's `q` when it reads. */
export const payoutBatchQueryText = (search: string) => listQueryTextOf(payoutBatchAddress, search);
