import { bankLineStatuses, bankLineTypes } from '@ops/core/contract';
import { bankLineQueryFields, withChosenValues } from '@ops/core/list-query';
import {
  addressQueryText,
  type ListQueryAddress,
  statusAndSearchQuery,
} from '../../../ui/filter-bar/list-query-address.ts';

/** The filter parameters of an older link to the bank lines list (and of a view saved from one): status and type. */
export const bankLineFilterKeys = ['status', 'type'] as const;

/** The bank lines list's query in the address; an older link's `status` and `type` read as the same query. */
export const bankLineAddress: ListQueryAddress = {
  fields: bankLineQueryFields,
  olderKeys: bankLineFilterKeys,
  olderQuery: (params) => {
    const type = bankLineTypes.find((candidate) => candidate === params.get('type'));
    return withChosenValues(statusAndSearchQuery(params, bankLineStatuses), 'type', type ? [type] : []);
  },
};

/** The query the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const bankLineQueryText = (search: string) => addressQueryText(bankLineAddress, search);
