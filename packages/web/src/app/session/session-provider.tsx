import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { sessionStore } from '../../lib/session/session-store.ts';
import { SessionContext } from './session-context.tsx';
import type { SessionRules } from './session-rules.ts';

/**
 * Runs the session rules of spec section 9 (core's session machine, `session-rules.ts`) for the signed-in app:
 * activity keeps the session alive; inactivity, the 55-minute expiry or a logout ends it, which clears the token
 * and user info and sends the user to the login screen with the reason. The rules' code (XState) loads beside the
 * first paint; an expired token never gets that far (`RequireSession` checks it first).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { session } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const rulesRef = useRef<SessionRules | undefined>(undefined);
  const promptedAt = session?.promptedAt;

  useEffect(() => {
    const current = sessionStore.getSnapshot().session;
    if (promptedAt === undefined || !current) return;
    // One run of the rules per sign-in: a sign-in in another tab starts the clocks afresh.
    let stopped = false;
    void import('./session-rules.ts').then(({ startSessionRules }) => {
      if (!stopped) rulesRef.current = startSessionRules(current);
    });
    return () => {
      stopped = true;
      rulesRef.current?.stop();
      rulesRef.current = undefined;
    };
  }, [promptedAt]);

  const value = useMemo(
    () =>
      session && {
        user: session.user,
        signOut: () => {
          if (rulesRef.current) rulesRef.current.logOut();
          else sessionStore.end('logout');
        },
      },
    [session],
  );
  if (!value) return null;
  return <SessionContext value={value}>{children}</SessionContext>;
}
