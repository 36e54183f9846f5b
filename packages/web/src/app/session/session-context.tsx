import type { SessionUser } from '@ops/core/auth';
import { createContext, useContext } from 'react';

export interface Session {
  user: SessionUser;
  /** Logs out (spec section 4): clears the token and user info and goes to login. */
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
