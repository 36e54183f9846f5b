import type { CacheDomain } from '@ops/core/actions';
import { useCallback, useContext } from 'react';
import { cacheKey } from './cache-key.ts';
import { QueryClientHolderContext } from './query-client-holder.ts';

export type RefreshCaches = (changes: readonly CacheDomain[]) => Promise<void>;

/**
 * Refreshes every query of the given domains: what an action changed, whoever ran it (a button, the palette, a
 * shortcut). It reads the session's query client through its holder rather than TanStack Query's context, so the
 * palette (outside every screen, loaded before TanStack Query) refreshes the same caches. Before any screen made
 * the client there is nothing to refresh.
 */
export function useRefreshCaches(): RefreshCaches {
  const holder = useContext(QueryClientHolderContext);
  return useCallback(
    async (changes) => {
      const client = holder?.client;
      if (!client) return;
      await Promise.all(changes.map((domain) => client.invalidateQueries({ queryKey: cacheKey(domain) })));
    },
    [holder],
  );
}
