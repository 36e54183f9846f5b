import { isSessionExpired } from '@ops/core/auth';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { sessionStore } from '../../lib/session/session-store.ts';
import { rememberReturnTo } from './return-to.ts';

/**
 * Every route but sign-in needs a signed-in user whose token has not expired (spec section 6): anyone else goes
 * to /login, which brings them back here afterwards; an account the platform refused goes to Unauthorised.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, accessRefused, endedBecause } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
  );
  const [location] = useLocation();
  const search = useSearch();
  if (!session || isSessionExpired(session, Date.now())) {
    // Who signs out chose to leave; anyone else is brought back to where they were.
    if (endedBecause !== 'logout') rememberReturnTo(search ? `${location}?${search}` : location);
    return <Redirect to="/login" replace />;
  }
  if (accessRefused) return <Redirect to="/unauthorised" replace />;
  return children;
}
