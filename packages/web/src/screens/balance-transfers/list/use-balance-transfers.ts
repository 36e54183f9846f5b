import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { balanceTransfersKeys } from '../../../lib/cache/balance-transfers-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';

/**
 * The list call's query: the bound division's transfers, or every merchant's without a binding, with the list's
 * query (the list query language) when there is one.
 */
function transferQuery(scope: MerchantScope | undefined, query: string | undefined, listPage: ListPage) {
  return { ...(scope ?? {}), ...(query ? { query } : {}), page: listPage.page, limit: listPage.pageSize };
}

/** One page of balance transfers, newest first. */
export function useBalanceTransfers(scope: MerchantScope | undefined, query: string | undefined, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: balanceTransfersKeys.list(scope, { query }, listPage),
    queryFn: ({ signal }) =>
      clients.fund.listBalanceTransfers({ query: transferQuery(scope, query, listPage), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function useBalanceTransferPages(scope: MerchantScope | undefined, query: string | undefined) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.fund.listBalanceTransfers({ query: transferQuery(scope, query, { page, pageSize } as ListPage) }),
    [clients, scope, query],
  );
}
