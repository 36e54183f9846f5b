import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api/api-context.tsx';
import { divisionQueryKey } from '../../ui/division-queries/division-queries.ts';

/** Payout requests are listed 25 a page (spec section 9: the table default). */
export const payoutRequestPageSize = 25;

export function useDivisionExternalAccounts(scope: MerchantScope) {
  const { clients } = useApi();
  return useQuery({
    queryKey: [...divisionQueryKey(scope), 'external-accounts'],
    queryFn: ({ signal }) => clients.accountOwner.listDivisionExternalAccounts({ params: scope, signal }),
  });
}

/** The division's own payout requests, newest first, one page (1-based) at a time. */
export function useDivisionPayoutRequests(scope: MerchantScope, page: number) {
  const { clients } = useApi();
  return useQuery({
    queryKey: [...divisionQueryKey(scope), 'payout-requests', page],
    queryFn: ({ signal }) =>
      clients.accountOwner.listMerchantPayoutRequests({
        query: { ...scope, page, limit: payoutRequestPageSize },
        signal,
      }),
  });
}
