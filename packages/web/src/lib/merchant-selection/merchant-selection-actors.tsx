import type { MerchantScope } from '@ops/core/api';
import {
  createMerchantSearchMachine,
  createMerchantSelectionMachine,
  readRecentMerchants,
} from '@ops/core/flows/merchant-selection';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readStored, writeStored } from '../browser-storage/browser-storage.ts';
import { useConsoleServices } from '../services/services-context.tsx';
import {
  MerchantSelectionContext,
  merchantSearchTermStorageKey,
  recentMerchantsStorageKey,
} from './merchant-selection-context.ts';
import { hrefOf, queryCodesOf, withQueryCodes } from './query-codes.ts';
import { rememberSelectedMerchant } from './selected-merchant.ts';

function storedTerm(): string {
  const term = readStored('session', merchantSearchTermStorageKey);
  return typeof term === 'string' ? term : '';
}

/**
 * Runs the merchant selection machines for the whole app (loaded by `MerchantSelectionProvider` with XState,
 * so the first paint does not wait for them): the query's merchantCode and divisionCode are checked whenever
 * they change, a pick or a clear is written back into the query of the route on view, the history goes to local
 * storage, and the search term and the bound merchant's name to session storage.
 */
export function MerchantSelectionActorsHost({ children }: { children: ReactNode }) {
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

  useEffect(() => {
    const boundName = () => selection.getSnapshot().context.current?.merchant.displayName;
    // Written at once too: a name kept from earlier in the tab is stale until the query binds a merchant again.
    let remembered = boundName();
    rememberSelectedMerchant(remembered);
    const subscription = selection.subscribe(() => {
      const name = boundName();
      if (name === remembered) return;
      remembered = name;
      rememberSelectedMerchant(name);
    });
    return () => subscription.unsubscribe();
  }, [selection]);

  const state = useMemo(() => ({ actors: { selection, search: searchActor } }), [selection, searchActor]);
  return <MerchantSelectionContext value={state}>{children}</MerchantSelectionContext>;
}
