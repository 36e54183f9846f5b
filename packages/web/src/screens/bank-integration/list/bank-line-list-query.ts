import { bankLineQueryFields } from '@ops/core/list-query';
import {
  integrationFilterKeys,
  integrationOlderQuery,
} from '../../../domain-parts/reconciliation/integration-filters.ts';
import { addressQueryText, type ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';

/** The bank lines list's query in the address; an older link's `status` and `type` read as the same query. */
export const bankLineAddress: ListQueryAddress = {
  fields: bankLineQueryFields,
  olderKeys: integrationFilterKeys,
  olderQuery: integrationOlderQuery,
};

/** The query the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const bankLineQueryText = (search: string) => addressQueryText(bankLineAddress, search);
