import { type ReactNode, useState } from 'react';
import {
  type QueryClientHolder,
  QueryClientHolderContext,
  useQueryClientHolder,
} from '../lib/cache/query-client-holder.ts';
import { preloadable } from '../lib/preloadable.tsx';

const LazyScreenQueries = preloadable(() => import('./screen-queries.tsx').then(({ ScreenQueries }) => ScreenQueries));

/** Fetches TanStack Query's code ahead, e.g. while the merchant in the address is checked. */
export function preloadScreenQueries(): void {
  LazyScreenQueries.preload();
}

/**
 * One query cache per sign-in, kept across screens and dropped at sign-out. Only screens query (TanStack Query),
 * so its code loads with the first screen, not with the shell's first paint.
 */
export function ScreenQueryScope({ children }: { children: ReactNode }) {
  const [holder] = useState<QueryClientHolder>(() => ({}));
  return <QueryClientHolderContext value={holder}>{children}</QueryClientHolderContext>;
}

/** Gives a screen the session's query client (TanStack Query's QueryClientProvider), loading its code once. */
export function ScreenQueries({ children }: { children: ReactNode }) {
  return <LazyScreenQueries holder={useQueryClientHolder()}>{children}</LazyScreenQueries>;
}
