import type { ActionSubject } from '@ops/core/actions';
import { createListeners } from '../../lib/listeners/listeners.ts';

/** Opens the screen's own form for an action whose parameters a person types, e.g. the payout request form. */
export type ActionForm = () => void;

export interface ActionSubjectState {
  subject: ActionSubject | undefined;
  /** By action id: the forms the screen on view offers. */
  forms: Readonly<Record<string, ActionForm>>;
}

const empty: ActionSubjectState = { subject: undefined, forms: {} };
let state = empty;
const listeners = createListeners();

/**
 * What the screen on view is about and which action forms it offers: the palette offers the actions about that
 * subject, and opens the screen's form for those that need typed input. One screen is on view at a time.
 */
export const actionSubjectStore = {
  getSnapshot: (): ActionSubjectState => state,
  subscribe: listeners.subscribe,
  set(next: ActionSubjectState): void {
    state = next;
    listeners.notify();
  },
  clear(owner: ActionSubjectState): void {
    if (state === owner) actionSubjectStore.set(empty);
  },
};
