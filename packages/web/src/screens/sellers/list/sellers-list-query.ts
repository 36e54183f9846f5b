import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { sellersKeys } from '../../../lib/cache/sellers-keys.ts';
import type { SellerFilters } from './seller-filters.ts';

/** One page of the sellers list as the address asks for it: the screen's query and its route's prefetch. */
export interface SellersListRequest {
  scope: MerchantScope | undefined;
  filters: SellerFilters;
  page: number;
  pageSize: number;
}

/**
 * How long a page of sellers counts as fresh: the page its route prefetched as the navigation started is not
 * asked for again when the screen mounts a moment later. An action that changes sellers still refreshes it.
 */
export const sellersListFreshMs = 5_000;

/** The bound division's sellers, or with no merchant bound every merchant's (spec section 7: GET accountholders). */
export function listSellers(
  clients: ServiceClients,
  { scope, filters, page, pageSize }: SellersListRequest,
  signal?: AbortSignal,
) {
  const query = {
    _fragments: 'balances' as const,
    ...(filters.query ? { query: filters.query } : {}),
    hideNoBalance: filters.hideNoBalance,
    showDeleted: filters.showDeleted,
    page,
    limit: pageSize,
  };
  return scope
    ? clients.accountOwner.listDivisionAccountHolders({ params: scope, query, signal })
    : clients.accountOwner.listAccountHolders({ query, signal });
}

/** The cache entry of one page of the list: its key, how it is fetched, and how long it stays fresh. */
export function sellersListQuery(clients: ServiceClients, request: SellersListRequest) {
  const { scope, filters, page, pageSize } = request;
  return {
    queryKey: scope
      ? sellersKeys.list(scope, filters, page, pageSize)
      : sellersKeys.listAcrossMerchants(filters, page, pageSize),
    queryFn: ({ signal }: { signal: AbortSignal }) => listSellers(clients, request, signal),
    staleTime: sellersListFreshMs,
  };
}
