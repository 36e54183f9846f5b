import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sellersKeys } from '../../../lib/cache/sellers-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { SellerFilters } from './seller-filters.ts';

/** The bound division's sellers, or with no merchant bound every merchant's (spec section 7: GET accountholders). */
function listSellers(
  clients: ServiceClients,
  request: {
    scope: MerchantScope | undefined;
    filters: SellerFilters;
    page: number;
    pageSize: number;
    signal?: AbortSignal;
  },
) {
  const { scope, filters, page, pageSize, signal } = request;
  const query = {
    _fragments: 'balances' as const,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    hideNoBalance: filters.hideNoBalance,
    showDeleted: filters.showDeleted,
    page,
    limit: pageSize,
  };
  return scope
    ? clients.accountOwner.listDivisionAccountHolders({ params: scope, query, signal })
    : clients.accountOwner.listAccountHolders({ query, signal });
}

const listKey = (scope: MerchantScope | undefined, filters: SellerFilters, page: number, pageSize: number) =>
  scope ? sellersKeys.list(scope, filters, page, pageSize) : sellersKeys.listAcrossMerchants(filters, page, pageSize);

/** One page of sellers with their balances, as the filters ask: the bound division's, or every merchant's. */
export function useSellers(scope: MerchantScope | undefined, filters: SellerFilters, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: listKey(scope, filters, page, pageSize),
    queryFn: ({ signal }) => listSellers(clients, { scope, filters, page, pageSize, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list (1-based): the CSV export walks every page of the current filter. */
export function useSellerPages(scope: MerchantScope | undefined, filters: SellerFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) => listSellers(clients, { scope, filters, page, pageSize }),
    [clients, scope, filters],
  );
}
