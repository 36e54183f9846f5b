import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleProviders } from '../palette/console-providers.tsx';
import { ApiProvider } from './api/api-context.tsx';
import { Layout } from './layout.tsx';
import { ScreenBoundary } from './routing/screen-boundary.tsx';
import { ScreenRoutes } from './routing/screen-routes.tsx';
import { SessionProvider } from './session/session-provider.tsx';

/** Everything behind sign-in, loaded after it: the session rules, the API, the layout and the screens. */
export function SignedInApp() {
  // The clients retry GETs themselves; a second layer of retries would only delay the error state.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <SessionProvider>
      <ApiProvider>
        <QueryClientProvider client={queryClient}>
          <ConsoleProviders>
            <Layout>
              <ScreenBoundary>
                <ScreenRoutes />
              </ScreenBoundary>
            </Layout>
          </ConsoleProviders>
        </QueryClientProvider>
      </ApiProvider>
    </SessionProvider>
  );
}
