import type { MerchantScope } from '@ops/core/api';
import type { ReportScope } from '@ops/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reportsKeys } from '../../../lib/cache/reports-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** How often a list holding a scheduled report asks again, so it turns generated without a reload. */
const scheduledPollMs = 1500;

type Division = { merchantCode: string; divisionCode: string };

export const divisionOf = (scope: MerchantScope): Division => ({
  merchantCode: scope.merchantCode ?? '',
  divisionCode: scope.divisionCode ?? '',
});

/** The list call of a tab's reports of every type, with the list's query (the list query language) when there is one. */
function reportListCall(
  scope: MerchantScope,
  tab: ReportScope,
  query: string | undefined,
  page: number,
  limit: number,
) {
  return {
    params: { ...divisionOf(scope), type: 'all' },
    query: { scope: tab, ...(query ? { query } : {}), page, limit },
  };
}

/** One page of a tab's reports, newest first; asked again while one of them is still scheduled. */
export function useReports(
  scope: MerchantScope,
  tab: ReportScope,
  query: string | undefined,
  page: number,
  pageSize: number,
) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: reportsKeys.list(scope, { query, tab }, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.invoicingReports.listReports({ ...reportListCall(scope, tab, query, page, pageSize), signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.elements.some((report) => report.status === 'SCHEDULED') ? scheduledPollMs : false,
  });
}

/** Fetches any page of the same list: the CSV export walks every page of the current filter. */
export function useReportPages(scope: MerchantScope, tab: ReportScope, query: string | undefined) {
  const { clients } = useConsoleServices();
  return useCallback(
    (page: number, pageSize: number) =>
      clients.invoicingReports.listReports(reportListCall(scope, tab, query, page, pageSize)),
    [clients, scope, tab, query],
  );
}

/** The accounts a report may be asked for: the division's income accounts, or the sellers matching a search. */
export function useReportAccounts(scope: MerchantScope, accountScope: ReportScope, search: string) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: reportsKeys.accounts(scope, accountScope, search),
    queryFn: ({ signal }) =>
      clients.invoicingReports.listReportAccounts({
        params: divisionOf(scope),
        query: { scope: accountScope, ...(search ? { search } : {}), limit: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
