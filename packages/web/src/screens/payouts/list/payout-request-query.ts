import { payoutRequestStatuses } from '@ops/core/contract';
import { payoutRequestQueryFields } from '@ops/core/list-query';
import {
  addressQueryText,
  type ListQueryAddress,
  statusAndSearchQuery,
} from '../../../ui/filter-bar/list-query-address.ts';

/** The payout requests list's query in the address; an older link's `status` and `search` read as the same query. */
export const payoutRequestAddress: ListQueryAddress = {
  fields: payoutRequestQueryFields,
  olderKeys: ['status', 'search'],
  olderQuery: (params) => statusAndSearchQuery(params, payoutRequestStatuses),
};

/** The query text the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const payoutRequestQueryText = (search: string) => addressQueryText(payoutRequestAddress, search);
