import { lazy, Suspense, useSyncExternalStore } from 'react';
import { confirmationStore } from './confirmation-store.ts';

const ActionConfirmationHost = lazy(() =>
  import('./action-confirmation-host.tsx').then(({ ActionConfirmationHost: Host }) => ({ default: Host })),
);

/**
 * Where the one confirmation of the web shows (see `confirmationStore`): its dialog's code loads with the first
 * question, not with the first screen. Mounted once by the signed-in app and by the component tests' harness.
 */
export function ActionConfirmationSlot() {
  const asking = useSyncExternalStore(confirmationStore.subscribe, () => confirmationStore.getSnapshot() !== undefined);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <ActionConfirmationHost />
    </Suspense>
  );
}
