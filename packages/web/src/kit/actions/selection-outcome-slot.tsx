import { lazy, Suspense, useSyncExternalStore } from 'react';
import { selectionOutcomeStore } from './selection-outcome-store.ts';

const SelectionOutcomeDialog = lazy(() =>
  import('./selection-outcome-dialog.tsx').then(({ SelectionOutcomeDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * Where the outcome of a run on a list's selection shows (`useRunOnSelection`): its dialog's code loads with the
 * first outcome. Mounted once by the signed-in app and by the component tests' harness.
 */
export function SelectionOutcomeSlot() {
  const outcome = useSyncExternalStore(selectionOutcomeStore.subscribe, selectionOutcomeStore.getSnapshot);
  if (!outcome) return null;
  return (
    <Suspense fallback={null}>
      <SelectionOutcomeDialog outcome={outcome} onClose={() => selectionOutcomeStore.show(undefined)} />
    </Suspense>
  );
}
