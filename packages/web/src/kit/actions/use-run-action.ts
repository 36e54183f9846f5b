import {
  type ActionDefinition,
  type ActionResult,
  asksFirst,
  checkRun,
  confirmationOf,
  runAction,
} from '@ops/core/actions';
import { loadLocale } from '@ops/locales/browser';
import { useCallback } from 'react';
import { useRefreshCaches } from '../../lib/cache/use-refresh-caches.ts';
import { selectedMerchantName } from '../../lib/merchant-selection/selected-merchant.ts';
import { confirmationDeclined, confirmationStore } from './confirmation-store.ts';
import { useActionContext } from './use-action-context.ts';

/**
 * Runs a registry action with the browser's context, then refreshes the caches it declares it changes
 * (`action.changes`): the one way buttons, forms, the palette and shortcuts run an action. An action that asks
 * first (core's `asksFirst`: it moves money, deletes or acts on many) runs only once the user said yes to core's
 * confirmation (`ActionConfirmationHost`); a no throws a cancellation (core's `isCancellation`), which no caller
 * shows as a failure.
 */
export function useRunAction() {
  const context = useActionContext();
  const refreshCaches = useRefreshCaches();
  return useCallback(
    async <Action extends ActionDefinition>(
      action: Action,
      parameters: unknown,
      /** By code, the names the confirmation shows beside the codes (the bound merchant's is known). */
      names: Readonly<Record<string, string>> = {},
    ): Promise<ActionResult<Action>> => {
      if (asksFirst(action)) {
        // A refusal or a wrong parameter says so at once: the question comes only for a run that can go ahead.
        checkRun(action, context, parameters);
        await loadLocale(context.locale);
        const bound = context.scope ? { [context.scope.merchantCode]: selectedMerchantName() } : {};
        const confirmation = confirmationOf(action, parameters, context, { ...bound, ...names });
        if (!(await confirmationStore.ask(confirmation))) throw confirmationDeclined();
      }
      const result = await runAction(action, context, parameters);
      await refreshCaches(action.changes);
      return result;
    },
    [context, refreshCaches],
  );
}
