import type { ActionSubject } from '@ops/core/actions';
import { createListeners } from '../../lib/listeners/listeners.ts';

/**
 * The rows selected on the list on view: the palette offers the actions about one such row (`about`) for all of
 * them first, and runs one on each.
 */
export interface ActionSelection {
  about: keyof ActionSubject;
  codes: readonly string[];
  /** Told which codes a run on the selection did, so the list can leave them out of its selection. */
  onDone(done: readonly string[]): void;
}

let state: ActionSelection | undefined;
const listeners = createListeners();

/** The selection on view; one list's at a time, as one screen is on view. */
export const actionSelectionStore = {
  getSnapshot: (): ActionSelection | undefined => state,
  subscribe: listeners.subscribe,
  set(next: ActionSelection | undefined): void {
    state = next;
    listeners.notify();
  },
  clear(owner: ActionSelection): void {
    if (state === owner) actionSelectionStore.set(undefined);
  },
};
