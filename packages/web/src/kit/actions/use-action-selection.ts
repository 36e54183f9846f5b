import type { ActionSubject } from '@ops/core/actions';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type ActionSelection, actionSelectionStore } from './action-selection-store.ts';

/**
 * Declares, while the calling list is mounted, the rows its user selected, by the subject they are (a
 * transaction's `splitCode`): the palette offers the actions about such a row for the whole selection first.
 * `onDone` hears which codes a run did (the list leaves them out of its selection).
 */
export function useActionSelection(
  about: keyof ActionSubject,
  codes: readonly string[],
  onDone: (done: readonly string[]) => void,
): void {
  const latestDone = useRef(onDone);
  latestDone.current = onDone;
  const codesKey = codes.join(' ');
  useEffect(() => {
    if (!codesKey) return;
    const owner: ActionSelection = {
      about,
      codes: codesKey.split(' '),
      onDone: (done) => latestDone.current(done),
    };
    actionSelectionStore.set(owner);
    return () => actionSelectionStore.clear(owner);
  }, [about, codesKey]);
}

/** The selection on view, for the palette. */
export function useCurrentActionSelection(): ActionSelection | undefined {
  return useSyncExternalStore(actionSelectionStore.subscribe, actionSelectionStore.getSnapshot);
}
