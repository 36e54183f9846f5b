import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type IntegrationFilters,
  integrationListFilters,
} from '../../../domain-parts/reconciliation/integration-filters.ts';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

const divisionFilter = (scope: MerchantScope | undefined) =>
  scope?.merchantCode && scope.divisionCode
    ? { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode }
    : {};

/** One page of PSP report items (psp-reports/search), newest first: the bound division's, or every one. */
export function usePspReports(
  scope: MerchantScope | undefined,
  filters: IntegrationFilters,
  page: number,
  pageSize: number,
) {
  const { clients } = useConsoleServices();
  const filter = { ...divisionFilter(scope), ...integrationListFilters(filters) };
  return useQuery({
    queryKey: pspReportsKeys.list(filter, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.pspAdapter.searchPspReports({ body: { filter }, query: { page, limit: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function usePspReportPages(scope: MerchantScope | undefined, filters: IntegrationFilters) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.pspAdapter.searchPspReports({
        body: { filter: { ...divisionFilter(scope), ...integrationListFilters(filters) } },
        query: { page, limit: pageSize },
      }),
    [clients, scope, filters],
  );
}
