import { type ActionDefinition, type ActionResult, runAction } from '@ops/core/actions';
import { useCallback } from 'react';
import { useRefreshCaches } from '../../lib/cache/use-refresh-caches.ts';
import { useActionContext } from './use-action-context.ts';

/**
 * Runs a registry action with the browser's context, then refreshes the caches it declares it changes
 * (`action.changes`): the one way buttons, forms, the palette and shortcuts run an action.
 */
export function useRunAction() {
  const context = useActionContext();
  const refreshCaches = useRefreshCaches();
  return useCallback(
    async <Action extends ActionDefinition>(action: Action, parameters: unknown): Promise<ActionResult<Action>> => {
      const result = await runAction(action, context, parameters);
      await refreshCaches(action.changes);
      return result;
    },
    [context, refreshCaches],
  );
}
