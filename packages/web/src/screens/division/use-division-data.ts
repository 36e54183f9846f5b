import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import type { ListPage } from '../../ui/list-paging/list-paging.ts';

export function useDivisionExternalAccounts(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.externalAccounts(scope),
    queryFn: ({ signal }) => clients.accountOwner.listDivisionExternalAccounts({ params: scope, signal }),
  });
}

/** The division's own payout requests, newest first, one page (1-based) at a time. */
export function useDivisionPayoutRequests(scope: MerchantScope, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.payoutRequests(scope, listPage),
    queryFn: ({ signal }) =>
      clients.accountOwner.listMerchantPayoutRequests({
        query: { ...scope, page: listPage.page, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
