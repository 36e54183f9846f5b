import { createServiceClients } from '@ops/core/api';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'wouter';
import { ConsoleServicesProvider } from '../../lib/services/services-context.tsx';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useSession } from '../session/session-context.tsx';
import { createSessionApiClient } from './session-api.ts';

/**
 * The typed clients of the signed-in app, given to every layer through the one services context
 * (`useConsoleServices()`), with the session's sign-out. A 403 ends up on the Unauthorised screen, a 401 (the token
 * is no longer accepted) back at sign-in.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { signOut } = useSession();
  const clients = useMemo(() => {
    const api = createSessionApiClient({
      accessRefused: () => {
        sessionStore.refuseAccess();
        navigate('/unauthorised', { replace: true });
      },
      tokenRejected: () => sessionStore.end('expired'),
    });
    return createServiceClients(api);
  }, [navigate]);
  return (
    <ConsoleServicesProvider clients={clients} signOut={signOut}>
      {children}
    </ConsoleServicesProvider>
  );
}
