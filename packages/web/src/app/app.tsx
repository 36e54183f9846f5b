import { loadRouteCalls } from '@ops/core/api';
import { Route, Switch } from 'wouter';
import { PageTitleProvider } from '../kit/page-title.tsx';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { loadMerchantSelection } from '../lib/merchant-selection/load-merchant-selection.ts';
import { ConnectionNotice } from './pwa/connection-notice.tsx';
import { ServiceWorkerUpdate } from './pwa/service-worker-update.tsx';
import { lazyScreen } from './routing/lazy-screen.tsx';
import { ScreenBoundary } from './routing/screen-boundary.tsx';
import { screenLoader } from './routing/screen-loader.tsx';
import { callbackPath } from './session/callback-path.ts';
import { RequireSession } from './session/require-session.tsx';
import { prefetchFirstScreen } from './start/prefetch-first-screen.ts';

const LoginScreen = lazyScreen(() =>
  import('./login/login-screen.tsx').then(({ LoginScreen }) => ({ default: LoginScreen })),
);
const LoginCallbackScreen = lazyScreen(() =>
  import('./login/login-callback-screen.tsx').then(({ LoginCallbackScreen }) => ({
    default: LoginCallbackScreen,
  })),
);
const UnauthorisedScreen = lazyScreen(() =>
  import('./unauthorised/unauthorised-screen.tsx').then(({ UnauthorisedScreen }) => ({
    default: UnauthorisedScreen,
  })),
);
// What the first call (the check of the merchant in the address) waits for loads beside the signed-in app's
// code, not after it: the clients' route plans and HTTP side, and the merchant selection's machines, which the
// signed-in layout needs for its first render; and the first screen's data, when it is Home.
const SignedInApp = screenLoader(() => {
  void loadRouteCalls().catch(() => undefined);
  prefetchFirstScreen(window.location);
  return Promise.all([import('./signed-in-app.tsx'), loadMerchantSelection()]).then(([{ SignedInApp }]) => ({
    default: SignedInApp,
  }));
});

/** Sign-in and Unauthorised are open to all; every other route needs a signed-in user (spec section 6). */
export function App() {
  return (
    <I18nProvider>
      <PageTitleProvider>
        <ConnectionNotice />
        <ServiceWorkerUpdate />
        <ScreenBoundary>
          <Switch>
            <Route path="/login" component={LoginScreen} />
            <Route path={callbackPath} component={LoginCallbackScreen} />
            <Route path="/unauthorised" component={UnauthorisedScreen} />
            <Route>
              <RequireSession>
                <SignedInApp />
              </RequireSession>
            </Route>
          </Switch>
        </ScreenBoundary>
      </PageTitleProvider>
    </I18nProvider>
  );
}
