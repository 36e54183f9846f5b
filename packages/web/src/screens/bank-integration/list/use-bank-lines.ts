import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type IntegrationFilters,
  integrationListFilters,
} from '../../../domain-parts/reconciliation/integration-filters.ts';
import { bankLinesKeys } from '../../../lib/cache/bank-lines-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** One page of bank statement lines, newest first. */
export function useBankLines(filters: IntegrationFilters, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: bankLinesKeys.list(filters, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.reconciliation.listBankStatementsInfo({
        query: { ...integrationListFilters(filters), page, limit: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function useBankLinePages(filters: IntegrationFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.reconciliation.listBankStatementsInfo({
        query: { ...integrationListFilters(filters), page, limit: pageSize },
      }),
    [clients, filters],
  );
}
