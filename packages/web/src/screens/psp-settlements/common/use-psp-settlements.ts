import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** One page of the bound division's settlement batches, newest settlement first. */
export function usePspSettlements(scope: MerchantScope, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: pspReportsKeys.settlements(scope, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.pspAdapter.listPspSettlements({ params: scope, query: { page, limit: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Any page of the same list, for the CSV export. */
export function usePspSettlementPages(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.pspAdapter.listPspSettlements({ params: scope, query: { page, limit: pageSize } }),
    [clients, scope],
  );
}

/** One page of the lines of one of the division's imported reports. */
export function useSettlementReportLines(scope: MerchantScope, executionId: string, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: pspReportsKeys.reportLines(executionId, { ...scope, page, pageSize }),
    queryFn: ({ signal }) =>
      clients.pspAdapter.searchPspReports({
        body: { filter: { ...scope, executionId } },
        query: { page, limit: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
