import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../ui/console-services/console-services.tsx';
import { sellersQueryKey } from '../../ui/seller-forms/use-seller-action.ts';
import type { SellerFilters } from './seller-filters.ts';

/** One page of the bound division's sellers with their balances, as the filters ask. */
export function useSellers(scope: MerchantScope, filters: SellerFilters, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...sellersQueryKey, scope.merchantCode, scope.divisionCode, 'list', filters, page, pageSize],
    queryFn: ({ signal }) =>
      clients.accountOwner.listDivisionAccountHolders({
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
      }),
    placeholderData: keepPreviousData,
  });
}
