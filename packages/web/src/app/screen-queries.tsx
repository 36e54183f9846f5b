import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { QueryClientHolder } from '../lib/cache/query-client-holder.ts';

/** The session's query client for a screen, made by the first screen that needs it (see screen-query-scope.tsx). */
export function ScreenQueries({ holder, children }: { holder: QueryClientHolder; children: ReactNode }) {
  // The clients retry GETs themselves; a second layer of retries would only delay the error state.
  holder.client ??= new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={holder.client}>{children}</QueryClientProvider>;
}
