import { createListeners } from '../../lib/listeners/listeners.ts';

/**
 * Whether the platform answers: a call that got no answer at all marks it unreachable (spec section 6: the
 * back-office needs the VPN), the next answer of any kind marks it reachable again.
 */
let reachable = true;
const listeners = createListeners();

export const connectivityStore = {
  subscribe: listeners.subscribe,
  getSnapshot: (): boolean => reachable,
  report(answered: boolean): void {
    if (answered === reachable) return;
    reachable = answered;
    listeners.notify();
  },
};
