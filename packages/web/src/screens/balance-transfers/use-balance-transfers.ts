import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api/api-context.tsx';
import type { TransferListQuery } from './transfer-filters.ts';

export const balanceTransfersQueryKey = ['balanceTransfers'] as const;

/** One page of balance transfers, newest first: the bound division's, or every merchant's without a binding. */
export function useBalanceTransfers(scope: MerchantScope | undefined, { filters, page, limit }: TransferListQuery) {
  const { clients } = useApi();
  return useQuery({
    queryKey: [...balanceTransfersQueryKey, scope?.merchantCode, scope?.divisionCode, filters, page, limit],
    queryFn: ({ signal }) =>
      clients.fund.listBalanceTransfers({
        query: {
          ...(scope ?? {}),
          ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
          ...(filters.type ? { type: filters.type } : {}),
          ...(filters.currency ? { currency: filters.currency } : {}),
          ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
          ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
          page,
          limit,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
