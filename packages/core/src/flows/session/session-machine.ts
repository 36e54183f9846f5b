import { assign, setup } from 'xstate';
import { inactivityTimeoutMs, promptLifetimeMs, sessionCheckIntervalMs } from './session-timing.ts';

/** Why a session ended: the user signed out, 20 minutes passed without activity, or the token's time ran out. */
export type SignedOutReason = 'logout' | 'inactivity' | 'expired';

/** A session that is already running when the machine starts (after a reload). */
export interface RunningSession {
  /** Epoch milliseconds of the sign-in prompt. */
  promptedAt: number;
  /** Epoch milliseconds after which the token is no longer used (55 minutes after the prompt, or sooner). */
  expiresAt?: number;
  /** The last mouse, scroll or key activity known, if any was recorded before the reload. */
  lastActivityAt?: number;
}

export interface SessionInput {
  /** The clock: `Date.now` in the browser, the simulated clock in tests. */
  now: () => number;
  session?: RunningSession;
}

/** The clocks of the session being watched. */
export interface SessionClocks {
  promptedAt: number;
  expiresAt: number;
  lastActivityAt: number;
}

export interface SessionContext {
  now: () => number;
  /** Absent while signed out. */
  session: SessionClocks | undefined;
  signedOutReason: SignedOutReason | undefined;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; promptedAt: number; expiresAt?: number }
  /** Mouse, scroll or key activity; `at` when it happened elsewhere (another tab), else now. */
  | { type: 'ACTIVITY'; at?: number }
  | { type: 'LOG_OUT' };

const running = (now: number, session: RunningSession): SessionClocks => ({
  promptedAt: session.promptedAt,
  expiresAt: Math.min(session.expiresAt ?? Number.POSITIVE_INFINITY, session.promptedAt + promptLifetimeMs),
  lastActivityAt: Math.min(now, session.lastActivityAt ?? now),
});

/**
 * The session rules of spec section 9. While signed in, every 5 seconds: 20 minutes (1,200,000 ms) since the last
 * activity signs the user out ('inactivity'); 55 minutes (3,300,000 ms) since the sign-in prompt, or the token's
 * own expiry if sooner, ends the session so the sign-in prompt is shown again ('expired'). Logging out ends it at
 * once ('logout'). The state says whether a user is signed in; `signedOutReason` says why the last session ended.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  delays: { check: sessionCheckIntervalMs },
  guards: {
    isRunning: ({ context }) => context.session !== undefined,
    isInactive: ({ context }) =>
      context.session !== undefined && context.now() - context.session.lastActivityAt >= inactivityTimeoutMs,
    isExpired: ({ context }) => context.session !== undefined && context.now() >= context.session.expiresAt,
  },
  actions: {
    signIn: assign(({ context, event }) => {
      if (event.type !== 'SIGNED_IN') return {};
      return { session: running(context.now(), event), signedOutReason: undefined };
    }),
    recordActivity: assign(({ context, event }) => {
      if (event.type !== 'ACTIVITY' || !context.session) return {};
      const at = Math.min(event.at ?? context.now(), context.now());
      return { session: { ...context.session, lastActivityAt: Math.max(context.session.lastActivityAt, at) } };
    }),
    endSession: assign((_, reason: SignedOutReason) => ({ session: undefined, signedOutReason: reason })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    now: input.now,
    session: input.session ? running(input.now(), input.session) : undefined,
    signedOutReason: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isRunning', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: { SIGNED_IN: { target: 'signedIn', actions: 'signIn' } },
    },
    signedIn: {
      // Also on entry, so a session restored after a long absence ends at once rather than 5 seconds later.
      always: [
        { guard: 'isInactive', target: 'signedOut', actions: { type: 'endSession', params: 'inactivity' } },
        { guard: 'isExpired', target: 'signedOut', actions: { type: 'endSession', params: 'expired' } },
      ],
      after: { check: { target: 'signedIn', reenter: true } },
      on: {
        ACTIVITY: { actions: 'recordActivity' },
        SIGNED_IN: { target: 'signedIn', reenter: true, actions: 'signIn' },
        LOG_OUT: { target: 'signedOut', actions: { type: 'endSession', params: 'logout' } },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
