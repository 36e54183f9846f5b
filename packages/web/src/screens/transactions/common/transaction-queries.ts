import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { transactionsKeys } from '../../../lib/cache/transactions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

const fetchTransactions = (
  clients: ServiceClients,
  scope: MerchantScope,
  query: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  clients.insightsTransactions.listDivisionTransactions({
    params: scope,
    query: { ...(query ? { query } : {}), page, limit: pageSize },
    signal,
  });

/**
 * One page of the bound division's transactions, newest first, as the list's query asks (the query language's
 * text, which the filter controls write too).
 */
export function useTransactions(scope: MerchantScope, query: string, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: transactionsKeys.list(scope, { query }, page, pageSize),
    queryFn: ({ signal }) => fetchTransactions(clients, scope, query, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Any page of the same list (1-based): the CSV export walks every page of the current query. */
export function useTransactionPages(scope: MerchantScope, query: string) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) => fetchTransactions(clients, scope, query, page, pageSize),
    [clients, scope, query],
  );
}

/** A transaction's split, related transactions and balance impact. */
export function useSplitDetails(scope: MerchantScope, splitCode: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: transactionsKeys.details(scope, splitCode),
    queryFn: ({ signal }) => clients.insightsTransactions.getSplitDetails({ params: { ...scope, splitCode }, signal }),
  });
}
