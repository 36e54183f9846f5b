import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';

/** Shares the payouts screen's cache prefix, so a change made there refreshes these details too. */
const detailsKey = (scope: MerchantScope, code: string) => ['payouts', 'request-details', scope, code] as const;

/** The payout request's overview: the request, its table status, batch, virtual account and bank lines. */
export function usePayoutRequestOverview(scope: MerchantScope, payoutRequestCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...detailsKey(scope, payoutRequestCode), 'overview'],
    queryFn: ({ signal }) =>
      clients.insightsPayouts.getPayoutRequestOverview({ params: { ...scope, payoutRequestCode }, signal }),
  });
}

/** One page (1-based) of the request's balance mutations; the call's body counts pages from 0. */
export function usePayoutRequestMutations(scope: MerchantScope, payoutRequestCode: string, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...detailsKey(scope, payoutRequestCode), 'mutations', listPage],
    queryFn: ({ signal }) =>
      clients.insightsPayouts.getPayoutRequestDetails({
        params: { ...scope, payoutRequestCode },
        body: { page: listPage.page - 1, limit: listPage.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
