/**
 * The listeners of an external store (useSyncExternalStore's `subscribe`): `subscribe` answers the unsubscribe,
 * `notify` tells every listener that the snapshot changed. `onFirst` and `onLast` run when the first listener
 * arrives and when the last one leaves, e.g. to listen to the window only while someone reads the store.
 */
export function createListeners({ onFirst, onLast }: { onFirst?(): void; onLast?(): void } = {}) {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) onFirst?.();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) onLast?.();
      };
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
