import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { transactionsKeys } from '../../../lib/cache/transactions-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { type TransactionFilters, transactionListFilters } from '../list/transaction-filters.ts';

const fetchTransactions = (
  clients: ServiceClients,
  scope: MerchantScope,
  filters: TransactionFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  clients.insightsTransactions.listDivisionTransactions({
    params: scope,
    query: { ...transactionListFilters(filters), page, limit: pageSize },
    signal,
  });

/** One page of the bound division's transactions, newest first, as the filters ask. */
export function useTransactions(scope: MerchantScope, filters: TransactionFilters, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: transactionsKeys.list(scope, filters, page, pageSize),
    queryFn: ({ signal }) => fetchTransactions(clients, scope, filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Any page of the same list (1-based): the CSV export walks every page of the current filter. */
export function useTransactionPages(scope: MerchantScope, filters: TransactionFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) => fetchTransactions(clients, scope, filters, page, pageSize),
    [clients, scope, filters],
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
