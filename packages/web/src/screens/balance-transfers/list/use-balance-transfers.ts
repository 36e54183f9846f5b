import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { balanceTransfersKeys } from '../../../lib/cache/balance-transfers-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';
import type { TransferFilters } from './transfer-filters.ts';

/** The list call's query: the bound division's transfers, or every merchant's without a binding. */
function transferQuery(scope: MerchantScope | undefined, filters: TransferFilters, listPage: ListPage) {
  return {
    ...(scope ?? {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
    ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
    page: listPage.page,
    limit: listPage.pageSize,
  };
}

/** One page of balance transfers, newest first. */
export function useBalanceTransfers(scope: MerchantScope | undefined, filters: TransferFilters, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: balanceTransfersKeys.list(scope, filters, listPage),
    queryFn: ({ signal }) =>
      clients.fund.listBalanceTransfers({ query: transferQuery(scope, filters, listPage), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function useBalanceTransferPages(scope: MerchantScope | undefined, filters: TransferFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.fund.listBalanceTransfers({ query: transferQuery(scope, filters, { page, pageSize } as ListPage) }),
    [clients, scope, filters],
  );
}
