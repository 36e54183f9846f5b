import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sellersKeys } from '../../../lib/cache/sellers-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { SellerFilters } from './seller-filters.ts';

function listSellers(
  clients: ServiceClients,
  request: { scope: MerchantScope; filters: SellerFilters; page: number; pageSize: number; signal?: AbortSignal },
) {
  const { scope, filters, page, pageSize, signal } = request;
  return clients.accountOwner.listDivisionAccountHolders({
    params: scope,
    query: {
      _fragments: 'balances',
      ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      hideNoBalance: filters.hideNoBalance,
      showDeleted: filters.showDeleted,
      page,
      limit: pageSize,
    },
    signal,
  });
}

/** One page of the bound division's sellers with their balances, as the filters ask. */
export function useSellers(scope: MerchantScope, filters: SellerFilters, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: sellersKeys.list(scope, filters, page, pageSize),
    queryFn: ({ signal }) => listSellers(clients, { scope, filters, page, pageSize, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list (1-based): the CSV export walks every page of the current filter. */
export function useSellerPages(scope: MerchantScope, filters: SellerFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) => listSellers(clients, { scope, filters, page, pageSize }),
    [clients, scope, filters],
  );
}
