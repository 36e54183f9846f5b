import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { payoutsKeys } from '../../../lib/cache/payouts-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import type { ListPage } from '../../../ui/list-paging/list-paging.ts';
import type { PayoutFilters } from './payout-filters.ts';

const scopeQuery = (scope: MerchantScope | undefined) => (scope ? { ...scope } : {});

const searchQuery = (filters: PayoutFilters) => ({
  ...(filters.search ? { search: filters.search } : {}),
});

const pageQuery = (listPage: ListPage) => ({ page: listPage.page, limit: listPage.pageSize });

interface ListRequest {
  scope: MerchantScope | undefined;
  filters: PayoutFilters;
  listPage: ListPage;
  signal?: AbortSignal;
}

/** The payout requests of every merchant, or of the bound division, as the filters ask. */
const fetchPayoutRequests = (clients: ServiceClients, { scope, filters, listPage, signal }: ListRequest) =>
  clients.fundPayouts.listPayoutRequests({
    query: {
      ...scopeQuery(scope),
      ...searchQuery(filters),
      ...(filters.requestStatus ? { status: filters.requestStatus } : {}),
      ...(filters.query ? { query: filters.query } : {}),
      ...pageQuery(listPage),
    },
    signal,
  });

/** The divisions' own payout requests (from their income accounts) across merchants, or of the bound division. */
const fetchDivisionPayoutRequests = (clients: ServiceClients, { scope, filters, listPage, signal }: ListRequest) =>
  clients.accountOwner.listMerchantPayoutRequests({
    query: {
      ...scopeQuery(scope),
      ...(filters.requestStatus ? { status: filters.requestStatus } : {}),
      ...pageQuery(listPage),
    },
    signal,
  });

/** The payout batches of every merchant, or of the bound division. */
const fetchPayoutBatches = (clients: ServiceClients, { scope, filters, listPage, signal }: ListRequest) =>
  clients.fundPayouts.listPayouts({
    query: {
      ...scopeQuery(scope),
      ...searchQuery(filters),
      ...(filters.batchStatus ? { status: filters.batchStatus } : {}),
      ...(filters.batchQuery ? { query: filters.batchQuery } : {}),
      ...pageQuery(listPage),
    },
    signal,
  });

type ListFetch<Page> = (clients: ServiceClients, request: ListRequest) => Promise<Page>;

/** A payouts list: its name in the query cache, and its call. */
export interface PayoutList<Page> {
  name: 'requests' | 'division-requests' | 'batches';
  fetch: ListFetch<Page>;
}

export const payoutRequestList = { name: 'requests', fetch: fetchPayoutRequests } as const;
export const divisionPayoutRequestList = { name: 'division-requests', fetch: fetchDivisionPayoutRequests } as const;
export const payoutBatchList = { name: 'batches', fetch: fetchPayoutBatches } as const;

/** One page of a payouts list, fetched by one of the calls above. */
export function usePayoutList<Page>(
  list: PayoutList<Page>,
  scope: MerchantScope | undefined,
  filters: PayoutFilters,
  listPage: ListPage,
) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: payoutsKeys.list(list.name, scope, filters, listPage),
    queryFn: ({ signal }) => list.fetch(clients, { scope, filters, listPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list (1-based): the CSV export walks every page of the current filter. */
export function usePayoutListPages<Page>(
  list: PayoutList<Page>,
  scope: MerchantScope | undefined,
  filters: PayoutFilters,
) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      list.fetch(clients, { scope, filters, listPage: { page, pageSize } as ListPage }),
    [clients, list, scope, filters],
  );
}

/** The items (payout requests) of one batch, the first 50. */
export function useBatchItems(payoutCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: payoutsKeys.batchItems(payoutCode),
    queryFn: ({ signal }) =>
      clients.fundPayouts.listPayoutRequests({ query: { payoutCode, page: 1, limit: 50 }, signal }),
  });
}
