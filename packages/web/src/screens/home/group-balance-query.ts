import type { MerchantScope, ServiceClients } from '@ops/core/api';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { firstAnswerFreshMs } from '../../lib/cache/first-answers.ts';

/** The division's group balance per currency with its monthly summary: key, fetch and freshness. */
export function groupBalanceQuery(clients: ServiceClients, scope: MerchantScope) {
  return {
    queryKey: divisionsKeys.groupBalance(scope),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      clients.insightsBalances.getGroupBalance({ params: scope, signal }),
    staleTime: firstAnswerFreshMs,
  };
}
