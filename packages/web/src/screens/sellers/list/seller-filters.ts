import { accountHolderStatuses } from '@ops/core/contract';
import { sellerQueryFields } from '@ops/core/list-query';
import {
  addressQueryText,
  type ListQueryAddress,
  statusAndSearchQuery,
} from '../../../ui/filter-bar/list-query-address.ts';

/** The filter parameters of an older link to the sellers list (and of a view saved from one): search and status. */
const olderFilterKeys = ['search', 'status'] as const;

/** What a saved view keeps of the list's address besides `q`: an older link's filters and the list's two switches. */
export const sellerFilterKeys = [...olderFilterKeys, 'hideNoBalance', 'showDeleted'] as const;

/** The sellers list's query in the address; an older link's `search` and `status` read as the same query. */
export const sellerAddress: ListQueryAddress = {
  fields: sellerQueryFields,
  olderKeys: olderFilterKeys,
  olderQuery: (params) => statusAndSearchQuery(params, accountHolderStatuses),
};

/** The sellers list's two switches (spec section 2), beside its query in the address. */
export interface SellerSwitches {
  hideNoBalance: boolean;
  showDeleted: boolean;
}

/** What the list call asks: the query when it reads, and the switches. */
export interface SellerFilters extends SellerSwitches {
  query: string | undefined;
}

export function sellerSwitchesOf(search: string): SellerSwitches {
  const params = new URLSearchParams(search);
  return { hideNoBalance: params.get('hideNoBalance') === 'true', showDeleted: params.get('showDeleted') === 'true' };
}

/** The list's filters of an address: its query (`q`, or an older link's filters) and switches. */
export function sellerFiltersOf(search: string): SellerFilters {
  return { query: addressQueryText(sellerAddress, search), ...sellerSwitchesOf(search) };
}

/** The address with these switches written; a changed switch starts again at the first page. */
export function withSellerSwitches(search: string, switches: SellerSwitches): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [name, on] of Object.entries(switches)) {
    if (on) params.set(name, 'true');
    else params.delete(name);
  }
  params.delete('page');
  return params;
}
