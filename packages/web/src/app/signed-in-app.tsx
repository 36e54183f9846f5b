import { ActionConfirmationSlot } from '../kit/actions/action-confirmation-slot.tsx';
import { SelectionOutcomeSlot } from '../kit/actions/selection-outcome-slot.tsx';
import { afterFirstScreen } from '../kit/first-screen-settled.ts';
import { ScreenPreloadProvider } from '../kit/links/screen-preload.tsx';
import { ConsoleProviders } from '../palette/console-providers.tsx';
import { ToastProvider } from '../ui/toast/toast.tsx';
import { ApiProvider } from './api/api-context.tsx';
import { Layout } from './layout.tsx';
import { ScreenBoundary } from './routing/screen-boundary.tsx';
import { preloadScreenAt, ScreenRoutes } from './routing/screen-routes.tsx';
import { ScreenQueryScope } from './screen-query-scope.tsx';
import { SessionProvider } from './session/session-provider.tsx';

/** Everything behind sign-in, loaded after it: the session rules, the API, the toasts, the layout and the screens. */
export function SignedInApp() {
  return (
    <SessionProvider>
      <ApiProvider>
        <ScreenQueryScope>
          <ToastProvider loadRegion={afterFirstScreen}>
            <ScreenPreloadProvider value={preloadScreenAt}>
              <ConsoleProviders>
                <Layout>
                  <ScreenBoundary>
                    <ScreenRoutes />
                  </ScreenBoundary>
                </Layout>
                <ActionConfirmationSlot />
                <SelectionOutcomeSlot />
              </ConsoleProviders>
            </ScreenPreloadProvider>
          </ToastProvider>
        </ScreenQueryScope>
      </ApiProvider>
    </SessionProvider>
  );
}
