import { type ActionDefinition, translate } from '@ops/core/actions';
import { i18nObject, type Locales } from '@ops/locales';
import { loadLocale } from '@ops/locales/browser';
import { useCallback } from 'react';
import { useToast } from '../../ui/toast/toast.tsx';
import { holdRun, runUndone, undoHoldMilliseconds } from './held-runs.ts';

/**
 * Holds a run of an undoable action (core's `undoable`) for 5 seconds before it is sent, with Undo in a toast and
 * `z` as its key (`held-runs.ts`); resolves when it may be sent, throws `runUndone` (a cancellation, which no caller
 * reports as a failure) when it was undone, and then says so. Any other action passes at once. `count` is how
 * many rows a selection-wide run acts on.
 */
export function useHoldForUndo(locale: Locales) {
  const toast = useToast();
  return useCallback(
    async (action: ActionDefinition, count = 1): Promise<void> => {
      if (!action.undoable) return;
      await loadLocale(locale);
      const t = i18nObject(locale);
      const words = t.actions.undo;
      const label = translate(t, action.labelKey);
      const run = holdRun();
      const shown = toast.show({
        tone: 'info',
        title: count > 1 ? words.heldMany({ label, count }) : words.held({ label }),
        duration: undoHoldMilliseconds,
        action: { label: words.undo(), altText: words.altText(), onAct: run.undo },
      });
      const send = await run.decided;
      toast.close(shown);
      if (send) return;
      toast.show({ tone: 'info', title: words.undone({ label }) });
      throw runUndone();
    },
    [toast, locale],
  );
}
