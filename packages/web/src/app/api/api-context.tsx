import { type ApiClient, type CallSource, createServiceClients } from '@ops/core/api';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'wouter';
import { ConsoleServicesProvider } from '../../lib/services/services-context.tsx';
import { useSession } from '../session/session-context.tsx';
import { createSessionApiClient, sessionApiHandlers } from './session-api.ts';

/** The same transport naming another source in `x-ops-source`, whatever the call says. */
const fromSource = (api: ApiClient, source: CallSource): ApiClient => ({
  callRoute: (route, call) => api.callRoute(route, { ...call, source }),
});

/**
 * The typed clients of the signed-in app (`x-ops-source: web`, the palette's `palette`), given to every layer through the one services context
 * (`useConsoleServices()`), with the session's sign-out. A 403 ends up on the Unauthorised screen, a 401 (the token
 * is no longer accepted) back at sign-in.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { signOut } = useSession();
  const { clients, paletteClients } = useMemo(() => {
    const api = createSessionApiClient(sessionApiHandlers(navigate));
    return { clients: createServiceClients(api), paletteClients: createServiceClients(fromSource(api, 'palette')) };
  }, [navigate]);
  return (
    <ConsoleServicesProvider clients={clients} paletteClients={paletteClients} signOut={signOut}>
      {children}
    </ConsoleServicesProvider>
  );
}
