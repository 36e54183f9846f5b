import { sessionExpiresAt } from '@ops/core/auth';
import { type SessionMachine, sessionMachine } from '@ops/core/flows/session';
import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { type Actor, createActor } from 'xstate';
import { listenForActivity } from './activity.ts';
import { SessionContext } from './session-context.tsx';
import { onActivityElsewhere, sessionStore } from './session-store.ts';

/**
 * Runs the session rules of spec section 9 (core's session machine) for the signed-in app: mouse, scroll and
 * key activity here or in another tab keeps the session alive; inactivity, the 55-minute expiry or a logout
 * ends it, which clears the token and user info and sends the user to the login screen with the reason.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { session } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const actorRef = useRef<Actor<SessionMachine> | undefined>(undefined);
  const promptedAt = session?.promptedAt;

  useEffect(() => {
    const current = sessionStore.getSnapshot().session;
    if (promptedAt === undefined || !current) return;
    // One actor per sign-in: a sign-in in another tab starts the clocks afresh.
    const actor = createActor(sessionMachine, {
      input: {
        now: Date.now,
        session: {
          promptedAt: current.promptedAt,
          expiresAt: sessionExpiresAt(current),
          lastActivityAt: sessionStore.lastActivity(),
        },
      },
    });
    actorRef.current = actor;
    const subscription = actor.subscribe((snapshot) => {
      const reason = snapshot.context.signedOutReason;
      if (snapshot.value === 'signedOut' && reason) sessionStore.end(reason);
    });
    actor.start();
    const stopListening = listenForActivity(window, () => {
      actor.send({ type: 'ACTIVITY' });
      sessionStore.recordActivity(Date.now());
    });
    const stopFollowing = onActivityElsewhere((at) => actor.send({ type: 'ACTIVITY', at }));
    return () => {
      stopFollowing();
      stopListening();
      subscription.unsubscribe();
      actor.stop();
    };
  }, [promptedAt]);

  const value = useMemo(
    () =>
      session && {
        user: session.user,
        signOut: () => {
          if (actorRef.current) actorRef.current.send({ type: 'LOG_OUT' });
          else sessionStore.end('logout');
        },
      },
    [session],
  );
  if (!value) return null;
  return <SessionContext value={value}>{children}</SessionContext>;
}
