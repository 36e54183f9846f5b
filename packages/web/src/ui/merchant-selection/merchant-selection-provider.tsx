import type { MerchantScope } from '@ops/core/api';
import type {
  BoundSelection,
  MerchantSearchMachine,
  MerchantSelectionMachine,
} from '@ops/core/flows/merchant-selection';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import { loadedMerchantSelection, loadMerchantSelection } from './load-merchant-selection.ts';

/** 'Recently selected' survives the browser (spec section 9: local storage holds recent merchants). */
export const recentMerchantsStorageKey = 'ops.merchants.recent';
/** The search term lives as long as the tab (spec section 4: session storage). */
export const merchantSearchTermStorageKey = 'ops.merchants.searchTerm';

export interface MerchantSelectionActors {
  selection: Actor<MerchantSelectionMachine>;
  search: Actor<MerchantSearchMachine>;
}

export interface MerchantSelectionState {
  /** The running actors; undefined until their code (XState and the machines) has loaded. */
  actors: MerchantSelectionActors | undefined;
}

export const MerchantSelectionContext = createContext<MerchantSelectionState | null>(null);

const notRunning: MerchantSelectionState = { actors: undefined };

/**
 * The merchant selection machines for the whole app (`MerchantSelectionActorsHost` runs them and provides them).
 * Their code (XState and the machines) loads beside the signed-in app's code; should the app paint first, nothing
 * is bound until it arrives: `MerchantGate` shows its skeleton and what needs the actors themselves suspends.
 * Then the app below starts again inside the host, once.
 */
export function MerchantSelectionProvider({ children }: { children: ReactNode }) {
  const [module, setModule] = useState(loadedMerchantSelection);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!module) loadMerchantSelection().then(setModule, (error: unknown) => setFailure({ error }));
  }, [module]);
  // The screen boundary above shows the failure with a reload, as for a screen whose code did not load.
  if (failure) throw failure.error;
  if (!module) return <MerchantSelectionContext value={notRunning}>{children}</MerchantSelectionContext>;
  return <module.MerchantSelectionActorsHost>{children}</module.MerchantSelectionActorsHost>;
}

function useSelectionState(): MerchantSelectionState {
  const state = useContext(MerchantSelectionContext);
  if (!state) throw new Error('the merchant selection needs a MerchantSelectionProvider above it');
  return state;
}

/** Never settles: a part that asked for the actors before they ran is mounted again once they do. */
const untilMountedAgain = new Promise<never>(() => undefined);

/** The selection's actors; suspends until their code has loaded and the provider runs them. */
export function useMerchantSelection(): MerchantSelectionActors {
  const { actors } = useSelectionState();
  if (actors) return actors;
  if (!loadedMerchantSelection()) use(loadMerchantSelection());
  return use(untilMountedAgain);
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
