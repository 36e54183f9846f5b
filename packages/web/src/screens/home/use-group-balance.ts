import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { useConsoleServices } from '../../lib/services/services-context.tsx';
import { divisionQueryKey } from '../../shared/division/division-queries.ts';

/** The division's group balance per currency with its monthly summary. */
export function useGroupBalance(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: [...divisionQueryKey(scope), 'group-balance'],
    queryFn: ({ signal }) => clients.insightsBalances.getGroupBalance({ params: scope, signal }),
  });
}
