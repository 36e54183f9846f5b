import type { SessionUser } from '@ops/core/auth';
import { sessionStore } from '../lib/session/session-store.ts';

export const olivia: SessionUser = {
  email: 'ops@sandbox.test',
  name: 'Olivia Ops',
  givenName: 'Olivia',
  familyName: 'Ops',
  exp: Math.floor(Date.now() / 1000) + 3600,
};

/** Component tests start signed in the way the callback leaves the app: a session in local storage. */
export function signInForTests(user: Partial<SessionUser> = {}, promptedAt = Date.now()): void {
  sessionStore.signIn({
    idToken: 'header.payload.signature',
    user: { ...olivia, exp: Math.floor(promptedAt / 1000) + 3600, ...user },
    promptedAt,
  });
}
