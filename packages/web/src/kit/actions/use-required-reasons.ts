import type { MerchantScope } from '@ops/core/api';
import type { ReasonKind } from '@ops/core/contract';
import { useCallback, useContext } from 'react';
import { divisionsKeys } from '../../lib/cache/divisions-keys.ts';
import { QueryClientHolderContext } from '../../lib/cache/query-client-holder.ts';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

const none: readonly ReasonKind[] = [];

/**
 * Answers the kinds of change the bound division requires a reason for (its configuration's `reasonsRequired`),
 * through the session's cache the Configurations screens fill when there is one (read through its holder, as
 * `useRefreshCaches` does: the palette runs outside TanStack Query), else asked. None without a bound division or
 * when it cannot be read: the platform refuses a missing reason anyway, and its refusal is the run's failure.
 */
export function useRequiredReasons(scope: MerchantScope | undefined): () => Promise<readonly ReasonKind[]> {
  const holder = useContext(QueryClientHolderContext);
  const { clients } = useConsoleServices();
  return useCallback(async () => {
    if (!scope) return none;
    const read = () => clients.accountOwner.getDivisionConfig({ params: scope });
    try {
      const client = holder?.client;
      const config = client
        ? await client.fetchQuery({ queryKey: divisionsKeys.config(scope), queryFn: read, staleTime: 30_000 })
        : await read();
      return config.reasonsRequired;
    } catch {
      return none;
    }
  }, [holder, clients, scope]);
}
