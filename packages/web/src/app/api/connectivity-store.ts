/**
 * Whether the platform answers: a call that got no answer at all marks it unreachable (spec section 6: the
 * back-office needs the VPN), the next answer of any kind marks it reachable again.
 */
let reachable = true;
const listeners = new Set<() => void>();

export const connectivityStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => reachable,
  report(answered: boolean): void {
    if (answered === reachable) return;
    reachable = answered;
    for (const listener of listeners) listener();
  },
};
