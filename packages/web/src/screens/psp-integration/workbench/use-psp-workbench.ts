import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pspReportsKeys } from '../../../lib/cache/psp-reports-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

const divisionOf = (scope: MerchantScope) => ({ merchantCode: scope.merchantCode, divisionCode: scope.divisionCode });

/** One page of the division's PSP workbench items: settled, refunded or chargeback lines to match, and matched ones. */
export function usePspWorkbenchItems(scope: MerchantScope, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  const division = divisionOf(scope);
  return useQuery({
    queryKey: pspReportsKeys.list({ workbench: true, ...division }, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.pspAdapter.searchPspReports({
        body: { filter: { ...division, workbench: true } },
        query: { page, limit: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The candidates of the chosen item, best first; nothing is asked while no unmatched item is chosen, nor while it is
 * being matched (the match refreshes the PSP reports' queries, and a matched item has no candidates).
 */
export function usePspItemCandidates(scope: MerchantScope, reportItemCode: string | undefined, matching: boolean) {
  const { clients } = useConsoleServices();
  const division = divisionOf(scope);
  return useQuery({
    queryKey: pspReportsKeys.candidates(division, reportItemCode ?? ''),
    queryFn: async ({ signal }) =>
      (
        await clients.pspAdapter.listPspReportCandidates({
          params: { ...division, reportItemCode: reportItemCode ?? '' },
          signal,
        })
      ).candidates,
    enabled: reportItemCode !== undefined && !matching,
  });
}

/** One page of the division's exceptions queue: the unmatched PSP report items no rule placed, with why. */
export function usePspReportItemExceptions(scope: MerchantScope, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  const division = divisionOf(scope);
  return useQuery({
    queryKey: pspReportsKeys.exceptions(division, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.pspAdapter.listPspReportItemExceptions({ params: division, query: { page, limit: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
