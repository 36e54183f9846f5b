import type { MerchantScope } from '@ops/core/api';
import {
  type BoundSelection,
  createMerchantSearchMachine,
  createMerchantSelectionMachine,
  type MerchantSearchMachine,
  type MerchantSelectionMachine,
  readRecentMerchants,
} from '@ops/core/flows/merchant-selection';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Actor } from 'xstate';
import { readStored, writeStored } from '../browser-storage/browser-storage.ts';
import { useConsoleServices } from '../console-services/console-services.tsx';
import { hrefOf, queryCodesOf, withQueryCodes } from './query-codes.ts';

/** 'Recently selected' survives the browser (spec section 9: local storage holds recent merchants). */
export const recentMerchantsStorageKey = 'ops.merchants.recent';
/** The search term lives as long as the tab (spec section 4: session storage). */
export const merchantSearchTermStorageKey = 'ops.merchants.searchTerm';

interface MerchantSelectionActors {
  selection: Actor<MerchantSelectionMachine>;
  search: Actor<MerchantSearchMachine>;
}

const MerchantSelectionContext = createContext<MerchantSelectionActors | null>(null);

function storedTerm(): string {
  const term = readStored('session', merchantSearchTermStorageKey);
  return typeof term === 'string' ? term : '';
}

/**
 * Runs the merchant selection machines for the whole app: the query's merchantCode and divisionCode are checked
 * whenever they change, a pick or a clear is written back into the query of the route on view, the history
 * goes to local storage and the search term to session storage.
 */
export function MerchantSelectionProvider({ children }: { children: ReactNode }) {
  const { directory } = useConsoleServices();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { merchantCode, divisionCode } = queryCodesOf(search);
  const selectionMachine = useMemo(() => createMerchantSelectionMachine(directory), [directory]);
  const searchMachine = useMemo(() => createMerchantSearchMachine(directory), [directory]);
  const selection = useActorRef(selectionMachine, {
    input: {
      recent: readRecentMerchants(readStored('local', recentMerchantsStorageKey)),
      merchantCode,
      divisionCode,
    },
  });
  const searchActor = useActorRef(searchMachine, { input: { term: storedTerm() } });

  const here = useRef({ location, search });
  here.current = { location, search };

  useEffect(() => {
    selection.send({ type: 'query.changed', merchantCode, divisionCode });
  }, [selection, merchantCode, divisionCode]);

  useEffect(() => {
    const write = (codes: MerchantScope | undefined) =>
      navigate(hrefOf(here.current.location, withQueryCodes(here.current.search, codes)));
    const subscriptions = [
      selection.on('selected', ({ merchantCode, divisionCode }) => write({ merchantCode, divisionCode })),
      selection.on('cleared', () => write(undefined)),
      selection.on('recentChanged', ({ recent }) => writeStored('local', recentMerchantsStorageKey, recent)),
      searchActor.on('termChanged', ({ term }) => writeStored('session', merchantSearchTermStorageKey, term)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [selection, searchActor, navigate]);

  const actors = useMemo(() => ({ selection, search: searchActor }), [selection, searchActor]);
  return <MerchantSelectionContext value={actors}>{children}</MerchantSelectionContext>;
}

export function useMerchantSelection(): MerchantSelectionActors {
  const actors = useContext(MerchantSelectionContext);
  if (!actors) throw new Error('useMerchantSelection needs a MerchantSelectionProvider above it');
  return actors;
}

/** The bound merchant and division, once the query's pair has been checked. */
export function useBoundSelection(): BoundSelection | undefined {
  return useSelector(useMerchantSelection().selection, (snapshot) => snapshot.context.current);
}

/** The bound pair as the scoped calls and the actions want it. */
export function useMerchantScope(): MerchantScope | undefined {
  const current = useBoundSelection();
  return useMemo(
    () => current && { merchantCode: current.merchant.code, divisionCode: current.division.code },
    [current],
  );
}
