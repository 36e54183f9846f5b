import type { MerchantScope } from '@ops/core/api';
import { useQuery } from '@tanstack/react-query';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/** The division's group balance per currency with its monthly summary. */
export function useGroupBalance(scope: MerchantScope) {
  const { clients } = useConsoleServices();
  return useQuery({
    queryKey: divisionsKeys.groupBalance(scope),
    queryFn: ({ signal }) => clients.insightsBalances.getGroupBalance({ params: scope, signal }),
  });
}
