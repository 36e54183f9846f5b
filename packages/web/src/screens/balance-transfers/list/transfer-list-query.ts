import { balanceTransferTypes } from '@ops/core/contract';
import {
  balanceTransferQueryFields,
  emptyListQuery,
  withChosenDays,
  withChosenValues,
  withSearchText,
} from '@ops/core/list-query';
import { addressQueryText, type ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The filter parameters of an older link to the balance transfers list (and of a view saved from one). */
export const transferFilterKeys = ['search', 'type', 'currency', 'createdFrom', 'createdTo'] as const;

/**
 * The balance transfers list's query in the address; an older link's `search`, `type`, `currency`, `createdFrom` and
 * `createdTo` read as the same query (what is not valid left out).
 */
export const transferAddress: ListQueryAddress = {
  fields: balanceTransferQueryFields,
  olderKeys: transferFilterKeys,
  olderQuery: (params) => {
    const type = balanceTransferTypes.find((candidate) => candidate === params.get('type'));
    const currency = params.get('currency') ?? '';
    const day = (name: string) => {
      const value = params.get(name) ?? '';
      return isoDay.test(value) ? { [name === 'createdFrom' ? 'from' : 'to']: value } : {};
    };
    const chosen = withChosenValues(
      withChosenValues(emptyListQuery, 'type', type ? [type] : []),
      'currency',
      /^[A-Z]{3}$/.test(currency) ? [currency] : [],
    );
    return withSearchText(
      withChosenDays(chosen, 'created', { ...day('createdFrom'), ...day('createdTo') }),
      params.get('search') ?? '',
    );
  },
};

/** The query text the list call sends: the address's `q` when it reads, else an older link's filters as a query. */
export const transferQueryText = (search: string) => addressQueryText(transferAddress, search);
