import { pspLineQueryFields } from '@ops/core/list-query';
import {
  integrationFilterKeys,
  integrationOlderQuery,
} from '../../../domain-parts/reconciliation/integration-filters.ts';
import { addressQueryText, type ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';

/** The PSP lines list's query in the address; an older link's `status` and `type` read as the same query. */
export const pspLineAddress: ListQueryAddress = {
  fields: pspLineQueryFields,
  olderKeys: integrationFilterKeys,
  olderQuery: integrationOlderQuery,
};

/** The query the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const pspLineQueryText = (search: string) => addressQueryText(pspLineAddress, search);
