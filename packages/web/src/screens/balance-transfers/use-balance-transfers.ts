import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api/api-context.tsx';
import type { ListPage } from '../../ui/list-paging/list-paging.ts';
import type { TransferFilters } from './transfer-filters.ts';

export const balanceTransfersQueryKey = ['balanceTransfers'] as const;

/** One page of balance transfers, newest first: the bound division's, or every merchant's without a binding. */
export function useBalanceTransfers(scope: MerchantScope | undefined, filters: TransferFilters, listPage: ListPage) {
  const { clients } = useApi();
  return useQuery({
    queryKey: [...balanceTransfersQueryKey, scope?.merchantCode, scope?.divisionCode, filters, listPage],
    queryFn: ({ signal }) =>
      clients.fund.listBalanceTransfers({
        query: {
          ...(scope ?? {}),
          ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
          ...(filters.type ? { type: filters.type } : {}),
          ...(filters.currency ? { currency: filters.currency } : {}),
          ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
          ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
          page: listPage.page,
          limit: listPage.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
