import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bankLinesKeys } from '../../../lib/cache/bank-lines-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/**
 * Fetches a page of the bank integration list: the bound merchant division's (the merchant and division form of
 * `bank-statements-info`), or every line without one, with the list's query (the list query language) when there is
 * one.
 */
function useFetchBankLines(listQuery: string | undefined, scope: MerchantScope | undefined) {
  const { clients } = useConsoleServices();
  const merchantCode = scope?.merchantCode;
  const divisionCode = scope?.divisionCode;
  return useCallback(
    (page: number, pageSize: number, signal?: AbortSignal) => {
      const query = { ...(listQuery ? { query: listQuery } : {}), page, limit: pageSize };
      return merchantCode && divisionCode
        ? clients.reconciliation.listDivisionBankStatementsInfo({
            params: { merchantCode, divisionCode },
            query,
            ...(signal ? { signal } : {}),
          })
        : clients.reconciliation.listBankStatementsInfo({ query, ...(signal ? { signal } : {}) });
    },
    [clients, listQuery, merchantCode, divisionCode],
  );
}

/** One page of bank statement lines, newest first, of the bound division when there is one. */
export function useBankLines(
  listQuery: string | undefined,
  scope: MerchantScope | undefined,
  page: number,
  pageSize: number,
) {
  const fetchPage = useFetchBankLines(listQuery, scope);
  const division = scope ? { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode } : {};
  return useQuery({
    queryKey: bankLinesKeys.list({ query: listQuery, ...division }, { page, pageSize }),
    queryFn: ({ signal }) => fetchPage(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function useBankLinePages(listQuery: string | undefined, scope: MerchantScope | undefined) {
  const fetchPage = useFetchBankLines(listQuery, scope);
  return useCallback((page: number, pageSize: number) => fetchPage(page, pageSize), [fetchPage]);
}
