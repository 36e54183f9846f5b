import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import { divisionQueryKey } from '../../shared/division/division-queries.ts';
import type { ListPage } from '../../ui/list-paging/list-paging.ts';

export function useDivisionExternalAccounts(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...divisionQueryKey(scope), 'external-accounts'],
    queryFn: ({ signal }) => clients.accountOwner.listDivisionExternalAccounts({ params: scope, signal }),
  });
}

/** The division's own payout requests, newest first, one page (1-based) at a time. */
export function useDivisionPayoutRequests(scope: MerchantScope, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...divisionQueryKey(scope), 'payout-requests', listPage],
    queryFn: ({ signal }) =>
      clients.accountOwner.listMerchantPayoutRequests({
        query: { ...scope, page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
