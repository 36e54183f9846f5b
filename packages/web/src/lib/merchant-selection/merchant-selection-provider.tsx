import type { MerchantScope } from '@ops/core/api';
import type { BoundSelection, MerchantSelectionMachine } from '@ops/core/flows/merchant-selection';
import { type ReactNode, use, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import { loadedMerchantSelection, loadMerchantSelection } from './load-merchant-selection.ts';
import {
  type MerchantSelectionActors,
  MerchantSelectionContext,
  type MerchantSelectionState,
} from './merchant-selection-context.ts';

/**
 * The merchant selection machines for the whole app (`MerchantSelectionActorsHost` runs them and provides them).
 * Their code (XState and the machines) is fetched beside the signed-in app's code (app.tsx starts both); the
 * signed-in layout waits for it (the boundary above shows Loading…, or the failure with a reload). Starting the
 * machines after the layout had painted would mount everything below again, losing what a user had begun, such
 * as an open Create merchant form.
 */
export function MerchantSelectionProvider({ children }: { children: ReactNode }) {
  const module = loadedMerchantSelection() ?? use(loadMerchantSelection());
  return <module.MerchantSelectionActorsHost>{children}</module.MerchantSelectionActorsHost>;
}

function useSelectionState(): MerchantSelectionState {
  const state = useContext(MerchantSelectionContext);
  if (!state) throw new Error('the merchant selection needs a MerchantSelectionProvider above it');
  return state;
}

/** The selection's actors, which the provider runs before it renders anything below it. */
export function useMerchantSelection(): MerchantSelectionActors {
  const { actors } = useSelectionState();
  if (!actors) throw new Error('the merchant selection machines are not running');
  return actors;
}

type SelectionSnapshot = SnapshotFrom<MerchantSelectionMachine>;
const noSubscription = () => undefined;

/**
 * A value read from the selection's snapshot, undefined until it runs. Not @xstate/react's useSelector: that
 * module brings XState itself, which this file (part of the first paint) must not. `read` must answer the same
 * value for the same snapshot (a field, not a new object).
 */
function useSelectionSnapshot<T>(read: (snapshot: SelectionSnapshot) => T): T | undefined {
  const selection = useSelectionState().actors?.selection;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!selection) return noSubscription;
      const subscription = selection.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [selection],
  );
  return useSyncExternalStore(subscribe, () => (selection ? read(selection.getSnapshot()) : undefined));
}

/** Where the check of the query's pair stands, e.g. 'checking', 'bound' or 'mismatch'. */
type BindingState = SelectionSnapshot['value']['binding'];

/** Where the check of the query's pair stands; undefined until the selection runs. */
export function useSelectionBinding(): BindingState | undefined {
  return useSelectionSnapshot((snapshot) => snapshot.value.binding);
}

/** The bound merchant and division, once the query's pair has been checked. */
export function useBoundSelection(): BoundSelection | undefined {
  return useSelectionSnapshot((snapshot) => snapshot.context.current);
}

/** The bound pair as the scoped calls and the actions want it. */
export function useMerchantScope(): MerchantScope | undefined {
  const current = useBoundSelection();
  return useMemo(
    () => current && { merchantCode: current.merchant.code, divisionCode: current.division.code },
    [current],
  );
}
