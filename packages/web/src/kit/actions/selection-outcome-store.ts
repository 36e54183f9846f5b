import { createListeners } from '../../lib/listeners/listeners.ts';

/** What a run on one selected row came to: done, or not, with why in the user's words. */
export type ItemOutcome = { code: string; done: true } | { code: string; done: false; why: string };

/** The outcome of one action run on every selected row, shown until the user closes it. */
export interface SelectionOutcome {
  /** The action's label, e.g. 'Cancel transaction'. */
  label: string;
  items: readonly ItemOutcome[];
}

let shown: SelectionOutcome | undefined;
const listeners = createListeners();

/** The last run on a selection whose outcome is on view (`SelectionOutcomeSlot` shows it). */
export const selectionOutcomeStore = {
  getSnapshot: (): SelectionOutcome | undefined => shown,
  subscribe: listeners.subscribe,
  show(outcome: SelectionOutcome | undefined): void {
    shown = outcome;
    listeners.notify();
  },
};
