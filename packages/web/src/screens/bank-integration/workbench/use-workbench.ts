import type { MerchantScope } from '@ops/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bankLinesKeys } from '../../../lib/cache/bank-lines-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

const divisionOf = (scope: MerchantScope) => ({ merchantCode: scope.merchantCode, divisionCode: scope.divisionCode });

/** One page of the division's workbench lines: payments not yet matched, and its workbench matches. */
export function useWorkbenchLines(scope: MerchantScope, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  const division = divisionOf(scope);
  return useQuery({
    queryKey: bankLinesKeys.list({ workbench: true, ...division }, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.reconciliation.listDivisionBankStatementsInfo({
        params: division,
        query: { workbench: true, page, limit: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The candidates of the chosen line, best first; nothing is asked while no unmatched line is chosen, nor while it
 * is being matched (the match refreshes the bank lines' queries, and a matched line has no candidates).
 */
export function useLineCandidates(scope: MerchantScope, bankLineCode: string | undefined, matching: boolean) {
  const { clients } = useConsoleServices();
  const division = divisionOf(scope);
  return useQuery({
    queryKey: bankLinesKeys.candidates(division, bankLineCode ?? ''),
    queryFn: async ({ signal }) =>
      (
        await clients.reconciliation.listBankLineCandidates({
          params: { ...division, bankLineCode: bankLineCode ?? '' },
          signal,
        })
      ).candidates,
    enabled: bankLineCode !== undefined && !matching,
  });
}

/** One page of the division's exceptions queue: the unmatched payment lines no rule placed, with why. */
export function useBankLineExceptions(scope: MerchantScope, page: number, pageSize: number) {
  const { clients } = useConsoleServices();
  const division = divisionOf(scope);
  return useQuery({
    queryKey: bankLinesKeys.exceptions(division, { page, pageSize }),
    queryFn: ({ signal }) =>
      clients.reconciliation.listBankLineExceptions({ params: division, query: { page, limit: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
