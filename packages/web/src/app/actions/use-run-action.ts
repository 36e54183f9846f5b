import { type ActionDefinition, type CacheDomain, runAction } from '@ops/core/actions';
import { useCallback } from 'react';
import { useRefreshCaches } from '../../lib/cache/use-refresh-caches.ts';
import { useActionContext } from './use-action-context.ts';

/**
 * Runs a registry action with the browser's context, then refreshes the caches it changed: the one way buttons,
 * forms, the palette and shortcuts run an action.
 */
export function useRunAction() {
  const context = useActionContext();
  const refreshCaches = useRefreshCaches();
  return useCallback(
    async (action: ActionDefinition, parameters: unknown, changes: readonly CacheDomain[]): Promise<unknown> => {
      const result = await runAction(action, context, parameters);
      await refreshCaches(changes);
      return result;
    },
    [context, refreshCaches],
  );
}
