import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payoutsKeys } from '../../../lib/cache/payouts-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';

/** The payout request's overview: the request, its table status, batch, virtual account and bank lines. */
export function usePayoutRequestOverview(scope: MerchantScope, payoutRequestCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: payoutsKeys.requestOverview(scope, payoutRequestCode),
    queryFn: ({ signal }) =>
      clients.insightsPayouts.getPayoutRequestOverview({ params: { ...scope, payoutRequestCode }, signal }),
  });
}

/** One page (1-based) of the request's balance mutations; the call's body counts pages from 0. */
export function usePayoutRequestMutations(scope: MerchantScope, payoutRequestCode: string, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: payoutsKeys.requestMutations(scope, payoutRequestCode, listPage),
    queryFn: ({ signal }) =>
      clients.insightsPayouts.getPayoutRequestDetails({
        params: { ...scope, payoutRequestCode },
        body: { page: listPage.page - 1, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
