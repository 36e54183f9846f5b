import { type SessionRecord, sessionExpiresAt } from '@ops/core/auth';
import { sessionMachine } from '@ops/core/flows/session';
import { createActor } from 'xstate';
import { onActivityElsewhere, sessionStore } from '../../lib/session/session-store.ts';
import { listenForActivity } from './activity.ts';

export interface SessionRules {
  logOut(): void;
  stop(): void;
}

/**
 * Starts core's session machine for one sign-in (spec section 9): mouse, scroll and key activity here or in
 * another tab keeps the session alive; inactivity, the 55-minute expiry or a logout ends it in the session store.
 */
export function startSessionRules(session: SessionRecord): SessionRules {
  const actor = createActor(sessionMachine, {
    input: {
      now: Date.now,
      session: {
        promptedAt: session.promptedAt,
        expiresAt: sessionExpiresAt(session),
        lastActivityAt: sessionStore.lastActivity(),
      },
    },
  });
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
  return {
    logOut: () => actor.send({ type: 'LOG_OUT' }),
    stop: () => {
      stopFollowing();
      stopListening();
      subscription.unsubscribe();
      actor.stop();
    },
  };
}
