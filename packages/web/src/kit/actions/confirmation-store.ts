import type { Confirmation } from '@ops/core/actions';
import { createListeners } from '../../lib/listeners/listeners.ts';

/** What the user answered: yes with the reason typed (if any), or no. */
export type ConfirmationAnswer = { confirmed: true; reason: string | undefined } | { confirmed: false };

/** A question on view: what the dialog says, and how the caller learns the answer. */
export interface PendingConfirmation {
  confirmation: Confirmation;
  answer(confirmed: boolean, reason?: string): void;
}

let pending: PendingConfirmation | undefined;
const listeners = createListeners();

/**
 * The one confirmation of the web: `useRunAction` asks here before every action that asks first (a button, a
 * form, the palette or a shortcut), and `ActionConfirmationHost` shows the question. A new question answers a
 * pending one with no.
 */
export const confirmationStore = {
  getSnapshot: (): PendingConfirmation | undefined => pending,
  subscribe: listeners.subscribe,
  ask(confirmation: Confirmation): Promise<ConfirmationAnswer> {
    pending?.answer(false);
    return new Promise<ConfirmationAnswer>((resolve) => {
      const asked: PendingConfirmation = {
        confirmation,
        answer(confirmed, reason) {
          if (pending === asked) {
            pending = undefined;
            listeners.notify();
          }
          resolve(confirmed ? { confirmed, reason } : { confirmed });
        },
      };
      pending = asked;
      listeners.notify();
    });
  },
};

/** What a run the user said no to throws: a cancellation (core's `isCancellation`), which no caller reports. */
export function confirmationDeclined(): DOMException {
  return new DOMException('The user did not confirm', 'AbortError');
}
