import { payoutBatchStatuses } from '@ops/core/contract';
import { payoutBatchQueryFields } from '@ops/core/list-query';
import {
  addressQueryText,
  type ListQueryAddress,
  statusAndSearchQuery,
} from '../../../ui/filter-bar/list-query-address.ts';

/** The payout batches list's query in the address; an older link's `status` and `search` read as the same query. */
export const payoutBatchAddress: ListQueryAddress = {
  fields: payoutBatchQueryFields,
  olderKeys: ['status', 'search'],
  olderQuery: (params) => statusAndSearchQuery(params, payoutBatchStatuses),
};

/** The query text the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const payoutBatchQueryText = (search: string) => addressQueryText(payoutBatchAddress, search);
