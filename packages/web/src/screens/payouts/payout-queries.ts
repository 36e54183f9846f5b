import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../ui/console-services/console-services.tsx';
import type { ListPage } from '../../ui/list-paging/list-paging.ts';
import type { PayoutFilters } from './payout-filters.ts';

/** Every payouts query starts with this key, so a change refreshes the lists and the details at once. */
export const payoutsQueryKey = ['payouts'] as const;

const scopeQuery = (scope: MerchantScope | undefined) => (scope ? { ...scope } : {});

const filterQuery = (filters: PayoutFilters) => ({
  ...(filters.search ? { search: filters.search } : {}),
});

/** The payout requests of every merchant, or of the bound division, as the filters ask. */
export function usePayoutRequests(scope: MerchantScope | undefined, filters: PayoutFilters, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...payoutsQueryKey, 'requests', scope, filters, listPage],
    queryFn: ({ signal }) =>
      clients.fundPayouts.listPayoutRequests({
        query: {
          ...scopeQuery(scope),
          ...filterQuery(filters),
          ...(filters.requestStatus ? { status: filters.requestStatus } : {}),
          page: listPage.page,
          limit: listPage.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The divisions' own payout requests (from their income accounts) across merchants, or of the bound division. */
export function useDivisionPayoutRequests(
  scope: MerchantScope | undefined,
  filters: PayoutFilters,
  listPage: ListPage,
) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...payoutsQueryKey, 'division-requests', scope, filters, listPage],
    queryFn: ({ signal }) =>
      clients.accountOwner.listMerchantPayoutRequests({
        query: {
          ...scopeQuery(scope),
          ...(filters.requestStatus ? { status: filters.requestStatus } : {}),
          page: listPage.page,
          limit: listPage.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The payout batches of every merchant, or of the bound division. */
export function usePayoutBatches(scope: MerchantScope | undefined, filters: PayoutFilters, listPage: ListPage) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...payoutsQueryKey, 'batches', scope, filters, listPage],
    queryFn: ({ signal }) =>
      clients.fundPayouts.listPayouts({
        query: {
          ...scopeQuery(scope),
          ...filterQuery(filters),
          ...(filters.batchStatus ? { status: filters.batchStatus } : {}),
          page: listPage.page,
          limit: listPage.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The items (payout requests) of one batch, the first 50. */
export function useBatchItems(payoutCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...payoutsQueryKey, 'batch-items', payoutCode],
    queryFn: ({ signal }) =>
      clients.fundPayouts.listPayoutRequests({ query: { payoutCode, page: 1, limit: 50 }, signal }),
  });
}
