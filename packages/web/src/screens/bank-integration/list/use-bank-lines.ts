import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bankLinesKeys } from '../../../lib/cache/bank-lines-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';
import { type BankLineFilters, bankLineListFilters } from './bank-line-filters.ts';

/** One page of bank statement lines, newest first. */
export function useBankLines(filters: BankLineFilters, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: bankLinesKeys.list(filters, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.reconciliation.listBankStatementsInfo({
        query: { ...bankLineListFilters(filters), page, limit: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function useBankLinePages(filters: BankLineFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.reconciliation.listBankStatementsInfo({
        query: { ...bankLineListFilters(filters), page, limit: pageSize },
      }),
    [clients, filters],
  );
}
