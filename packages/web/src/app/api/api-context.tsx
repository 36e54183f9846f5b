import { type ApiClient, createServiceClients, type ServiceClients } from '@ops/core/api';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'wouter';
import { sessionStore } from '../session/session-store.ts';
import { createSessionApiClient } from './session-api.ts';

export interface Api {
  api: ApiClient;
  /** The typed client of every service, e.g. `clients.fundPayouts`. */
  clients: ServiceClients;
}

const ApiContext = createContext<Api | null>(null);

/**
 * The typed clients of the signed-in app. A 403 ends up on the Unauthorised screen, a 401 (the token is no
 * longer accepted) back at sign-in.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const value = useMemo(() => {
    const api = createSessionApiClient({
      accessRefused: () => {
        sessionStore.refuseAccess();
        navigate('/unauthorised', { replace: true });
      },
      tokenRejected: () => sessionStore.end('expired'),
    });
    return { api, clients: createServiceClients(api) };
  }, [navigate]);
  return <ApiContext value={value}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider above it');
  return api;
}
