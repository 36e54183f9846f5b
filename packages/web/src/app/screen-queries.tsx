import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { markFirstScreenSettled } from '../kit/first-screen-settled.ts';
import { takeFirstAnswers } from '../lib/cache/first-answers.ts';
import type { QueryClientHolder } from '../lib/cache/query-client-holder.ts';

/** How long nothing may be fetched before the screen counts as settled: a query that waits on another starts within it. */
const quietMs = 100;

/** The first screen has asked for its data and has all of it: nothing has been fetched for a moment. */
function useMarkSettled(client: QueryClient): void {
  useEffect(() => {
    const cache = client.getQueryCache();
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(quiet);
      if (cache.getAll().length > 0 && client.isFetching() === 0) quiet = setTimeout(markFirstScreenSettled, quietMs);
    };
    check();
    const unsubscribe = cache.subscribe(check);
    return () => {
      clearTimeout(quiet);
      unsubscribe();
    };
  }, [client]);
}

/** A new query client holding the answers asked for as the app started, under the keys the screens use. */
function sessionQueryClient(): QueryClient {
  // The clients retry GETs themselves; a second layer of retries would only delay the error state.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const { queryKey, answer } of takeFirstAnswers()) void client.prefetchQuery({ queryKey, queryFn: () => answer });
  return client;
}

/** The session's query client for a screen, made by the first screen that needs it (see screen-query-scope.tsx). */
export function ScreenQueries({ holder, children }: { holder: QueryClientHolder; children: ReactNode }) {
  holder.client ??= sessionQueryClient();
  useMarkSettled(holder.client);
  return <QueryClientProvider client={holder.client}>{children}</QueryClientProvider>;
}
