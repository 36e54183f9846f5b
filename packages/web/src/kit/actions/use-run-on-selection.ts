import { type ActionDefinition, type Confirmation, runAction, translate } from '@ops/core/actions';
import { type CallSource, withReason } from '@ops/core/api';
import { failureMessage } from '@ops/core/errors';
import { useCallback } from 'react';
import { useRefreshCaches } from '../../lib/cache/use-refresh-caches.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { ActionSelection } from './action-selection-store.ts';
import { type ItemOutcome, type SelectionOutcome, selectionOutcomeStore } from './selection-outcome-store.ts';
import { useActionContext } from './use-action-context.ts';
import { useAskFirst } from './use-ask-first.ts';
import { useHoldForUndo } from './use-hold-for-undo.ts';

/**
 * Runs an action about one row on every selected row (`useActionSelection`): ONE confirmation for all of them
 * (core's words for the action, how many items and their codes), for an undoable action one hold of 5 seconds with
 * Undo for all of them (`useHoldForUndo`), then each row in turn, none stopping the others;
 * the caches the action changes are refreshed once, the list hears which rows were done, and the outcome of each
 * row (done, or refused and why in the platform's words) is shown (`SelectionOutcomeSlot`) and answered.
 */
export function useRunOnSelection(source: Extract<CallSource, 'web' | 'palette'> = 'web') {
  const context = useActionContext(source);
  const askFirst = useAskFirst(context);
  const holdForUndo = useHoldForUndo(context.locale);
  const refreshCaches = useRefreshCaches();
  const { t, locale } = useI18n();
  return useCallback(
    async (action: ActionDefinition, selection: ActionSelection): Promise<SelectionOutcome> => {
      const { about, codes } = selection;
      const [first] = codes;
      if (first === undefined) return { label: translate(t, action.labelKey), items: [] };
      const shape = (confirmation: Confirmation): Confirmation => ({
        ...confirmation,
        details: [
          { label: t.actions.confirm.items(), value: String(codes.length) },
          ...confirmation.details.map((detail) =>
            detail.value === first ? { ...detail, value: codes.join(', ') } : detail,
          ),
        ],
      });
      const { reason } = await askFirst(action, { [about]: first }, {}, shape);
      await holdForUndo(action, codes.length);
      const runContext = reason ? { ...context, clients: withReason(context.clients, reason) } : context;
      const items: ItemOutcome[] = [];
      for (const code of codes) {
        try {
          await runAction(action, runContext, { [about]: code });
          items.push({ code, done: true });
        } catch (error) {
          items.push({ code, done: false, why: failureMessage(error, { t, locale }) });
        }
      }
      const done = items.filter((item) => item.done).map((item) => item.code);
      if (done.length > 0) await refreshCaches(action.changes);
      selection.onDone(done);
      const outcome = { label: translate(t, action.labelKey), items };
      selectionOutcomeStore.show(outcome);
      return outcome;
    },
    [context, askFirst, holdForUndo, refreshCaches, t, locale],
  );
}
