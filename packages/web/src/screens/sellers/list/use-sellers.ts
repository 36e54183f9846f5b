import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { SellerFilters } from './seller-filters.ts';
import { listSellers, sellersListQuery } from './sellers-list-query.ts';

/** One page of sellers with their balances, as the filters ask: the bound division's, or every merchant's. */
export function useSellers(scope: MerchantScope | undefined, filters: SellerFilters, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    ...sellersListQuery(clients, { scope, filters, page, pageSize }),
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
