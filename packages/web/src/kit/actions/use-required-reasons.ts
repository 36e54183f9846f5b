import type { MerchantScope } from '@ops/core/api';
import type { ReasonKind } from '@ops/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

const none: readonly ReasonKind[] = [];

/**
 * Answers the kinds of change the bound division requires a reason for (its configuration's `reasonsRequired`,
 * through the cache the Configurations screens fill), none without a bound division or when it cannot be read: the
 * platform refuses a missing reason anyway, and its refusal is the run's failure.
 */
export function useRequiredReasons(scope: MerchantScope | undefined): () => Promise<readonly ReasonKind[]> {
  const queryClient = useQueryClient();
  const { clients } = useConsoleServices();
  return useCallback(async () => {
    if (!scope) return none;
    try {
      const config = await queryClient.fetchQuery({
        queryKey: divisionsKeys.config(scope),
        queryFn: ({ signal }) => clients.accountOwner.getDivisionConfig({ params: scope, signal }),
        staleTime: 30_000,
      });
      return config.reasonsRequired;
    } catch {
      return none;
    }
  }, [queryClient, clients, scope]);
}
