import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

const divisionFilter = (scope: MerchantScope | undefined) =>
  scope?.merchantCode && scope.divisionCode
    ? { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode }
    : {};

/**
 * Fetches a page of the PSP integration list (psp-reports/search), newest first: the bound division's, or every
 * item without one, with the list's query (the list query language) when there is one.
 */
function useFetchPspReports(scope: MerchantScope | undefined, listQuery: string | undefined) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number, signal?: AbortSignal) =>
      clients.pspAdapter.searchPspReports({
        body: { filter: divisionFilter(scope) },
        query: { ...(listQuery ? { query: listQuery } : {}), page, limit: pageSize },
        ...(signal ? { signal } : {}),
      }),
    [clients, listQuery, scope],
  );
}

/** One page of PSP report items, newest first: the bound division's, or every one. */
export function usePspReports(
  scope: MerchantScope | undefined,
  listQuery: string | undefined,
  page: number,
  pageSize: number,
) {
  const fetchPage = useFetchPspReports(scope, listQuery);
  return useQuery({
    queryKey: pspReportsKeys.list({ query: listQuery, ...divisionFilter(scope) }, { page, pageSize }),
    queryFn: ({ signal }) => fetchPage(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function usePspReportPages(scope: MerchantScope | undefined, listQuery: string | undefined) {
  const fetchPage = useFetchPspReports(scope, listQuery);
  return useCallback((page: number, pageSize: number) => fetchPage(page, pageSize), [fetchPage]);
}
