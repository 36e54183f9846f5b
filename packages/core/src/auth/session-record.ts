import { promptLifetimeMs } from '../flows/session/session-timing.ts';
import type { SessionUser } from './session-user.ts';

/** A signed-in session as the web app keeps it: the identity token, its user, and when the user was prompted. */
export interface SessionRecord {
  idToken: string;
  user: SessionUser;
  /** Epoch milliseconds of the sign-in prompt; the 55-minute rule counts from here. */
  promptedAt: number;
}

const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.email === 'string' &&
    typeof user.exp === 'number' &&
    isOptionalText(user.name) &&
    isOptionalText(user.givenName) &&
    isOptionalText(user.familyName) &&
    isOptionalText(user.picture)
  );
}

/** A stored session, or undefined when what was stored is not one (another version wrote it, or someone edited it). */
export function parseSessionRecord(value: unknown): SessionRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { idToken, user, promptedAt } = value as Record<string, unknown>;
  if (typeof idToken !== 'string' || idToken === '' || typeof promptedAt !== 'number' || !isSessionUser(user)) {
    return undefined;
  }
  return { idToken, user, promptedAt };
}

/** When the session's token stops being used: 55 minutes after the prompt, or the token's own expiry if sooner. */
export function sessionExpiresAt(session: SessionRecord): number {
  return Math.min(session.promptedAt + promptLifetimeMs, session.user.exp * 1000);
}

export function isSessionExpired(session: SessionRecord, now: number): boolean {
  return now >= sessionExpiresAt(session);
}
