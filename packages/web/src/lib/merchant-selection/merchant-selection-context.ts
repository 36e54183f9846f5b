import type { MerchantSearchMachine, MerchantSelectionMachine } from '@ops/core/flows/merchant-selection';
import { createContext } from 'react';
import type { Actor } from 'xstate';

// A leaf of its own: the provider (first paint) and the actors' host (loaded later) both use it without
// importing each other.

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
