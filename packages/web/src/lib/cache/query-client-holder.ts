import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * Where the signed-in session keeps its query client once a screen has made it (TanStack Query's code loads with
 * the first screen, not with the shell). A leaf of its own: the app's scope (first paint), the lazily loaded
 * `ScreenQueries` and the cache refresh of the palette (which sits outside every screen) read it.
 */
export interface QueryClientHolder {
  client?: QueryClient;
}

export const QueryClientHolderContext = createContext<QueryClientHolder | null>(null);

export function useQueryClientHolder(): QueryClientHolder {
  const holder = useContext(QueryClientHolderContext);
  if (!holder) throw new Error('the query client needs a ScreenQueryScope above it');
  return holder;
}
