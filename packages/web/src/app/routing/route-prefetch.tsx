import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { RoutePrefetch } from '../../kit/route-prefetch.ts';
import { useQueryClientHolder } from '../../lib/cache/query-client-holder.ts';
import { useMerchantScope } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { useConsoleServices } from '../../lib/services/services-context.tsx';

/**
 * Starts the route's first query as the navigation commits, while the screen's code and texts arrive, rather than
 * once the screen has rendered. `load` fetches the prefetch's own small chunk (keep it stable: a module constant).
 * Before any screen has made the session's query cache (the app's first screen) the screen asks for itself.
 */
export function PrefetchRoute({ load }: { load: () => Promise<RoutePrefetch> }) {
  const { clients } = useConsoleServices();
  const holder = useQueryClientHolder();
  const scope = useMerchantScope();
  const search = useSearch();
  useEffect(() => {
    const queryClient = holder.client;
    if (!queryClient) return;
    let current = true;
    load().then(
      (prefetch) => current && prefetch({ clients, queryClient, scope, search }),
      // The screen asks for its data itself, and shows why its code did not load.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, clients, holder, scope, search]);
  return null;
}
