import { type ActionDefinition, type ActionResult, runAction } from '@ops/core/actions';
import { type CallSource, isSentForApproval, withReason } from '@ops/core/api';
import { useCallback } from 'react';
import { useRefreshCaches } from '../../lib/cache/use-refresh-caches.ts';
import { useSentForApprovalNotice } from './sent-for-approval-notice.tsx';
import { useActionContext } from './use-action-context.ts';
import { useAskFirst } from './use-ask-first.ts';
import { useHoldForUndo } from './use-hold-for-undo.ts';

/**
 * Runs a registry action with the browser's context, then refreshes the caches it declares it changes
 * (`action.changes`): the one way buttons, forms, the palette and shortcuts run an action. An action that asks
 * first (core's `asksFirst`: it moves money, deletes or acts on many) runs only once the user said yes to core's
 * confirmation (`ActionConfirmationHost`); a no throws a cancellation (core's `isCancellation`), which no caller
 * shows as a failure. The confirmation asks for a reason for a change of a reason kind (core's `reasonAskOf`), and
 * asks first for a change the bound division requires a reason for even when the action asks nothing else (a
 * configuration change); the reason goes with every call of the run (`x-ops-reason`). An undoable action (a status
 * change, an assignment, a deletion core marks undoable) is then held for 5 seconds with Undo in a toast before it is sent (`useHoldForUndo`). A run an approval rule held back says "Sent for approval" with a link to its request, here
 * for every caller, and throws core's `SentForApprovalError` on, so no caller takes it for a success (and none
 * shows it as a failure: `isSentForApproval`). `source` names where the run started (`x-ops-source`).
 */
export function useRunAction(source: Extract<CallSource, 'web' | 'palette'> = 'web') {
  const context = useActionContext(source);
  const refreshCaches = useRefreshCaches();
  const sentForApproval = useSentForApprovalNotice();
  const askFirst = useAskFirst(context);
  const holdForUndo = useHoldForUndo(context.locale);
  return useCallback(
    async <Action extends ActionDefinition>(
      action: Action,
      parameters: unknown,
      /** By code, the names the confirmation shows beside the codes (the bound merchant's is known). */
      names: Readonly<Record<string, string>> = {},
    ): Promise<ActionResult<Action>> => {
      const { reason } = await askFirst(action, parameters, names);
      await holdForUndo(action);
      try {
        const runContext = reason ? { ...context, clients: withReason(context.clients, reason) } : context;
        const result = await runAction(action, runContext, parameters);
        await refreshCaches(action.changes);
        return result;
      } catch (error) {
        if (isSentForApproval(error)) {
          await Promise.all([sentForApproval(error.approval, context.locale), refreshCaches(['approvals'])]);
        }
        throw error;
      }
    },
    [context, refreshCaches, sentForApproval, askFirst, holdForUndo],
  );
}
