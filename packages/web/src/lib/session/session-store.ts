import { parseSessionRecord, type SessionRecord } from '@ops/core/auth';
import type { SignedOutReason } from '@ops/core/flows/session';
import { createListeners } from '../listeners/listeners.ts';

const sessionKey = 'ops.session';
const endedKey = 'ops.session.ended';
const refusedKey = 'ops.session.accessRefused';
const lastActivityKey = 'ops.session.lastActivity';

export interface SessionState {
  /** The signed-in session: identity token, user and sign-in time. */
  session: SessionRecord | undefined;
  /** Why the last session ended, for the login screen to say so. */
  endedBecause: SignedOutReason | undefined;
  /** The platform answered 403: this account may not use the ops dashboard. */
  accessRefused: boolean;
}

const endedReasons: readonly SignedOutReason[] = ['logout', 'inactivity', 'expired'];

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Blocked storage reads as nothing stored.
    return null;
  }
}

function read(key: string): unknown {
  const raw = readRaw(key);
  try {
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    // A value another version wrote reads as nothing stored.
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the session still holds for this page.
  }
}

function readState(): SessionState {
  const ended = read(endedKey);
  return {
    session: parseSessionRecord(read(sessionKey)),
    endedBecause: endedReasons.find((reason) => reason === ended),
    accessRefused: read(refusedKey) === true,
  };
}

const listeners = createListeners({
  onFirst: () => window.addEventListener('storage', onStorage),
  onLast: () => window.removeEventListener('storage', onStorage),
});
let cached: { stored: string; state: SessionState } | undefined;

function changed(): void {
  listeners.notify();
}

/**
 * The login state, kept in local storage so it survives a reload and is shared by every tab (another tab's
 * sign-in or sign-out arrives through the storage event).
 */
export const sessionStore = {
  subscribe: listeners.subscribe,

  /** The same object until what is stored changes, as useSyncExternalStore needs. */
  getSnapshot(): SessionState {
    const stored = [sessionKey, endedKey, refusedKey].map(readRaw).join('\n');
    if (cached?.stored !== stored) cached = { stored, state: readState() };
    return cached.state;
  },

  signIn(session: SessionRecord): void {
    write(sessionKey, session);
    write(lastActivityKey, session.promptedAt);
    write(endedKey, undefined);
    write(refusedKey, undefined);
    changed();
  },

  /** Clears the token and user info (spec section 4) and remembers why, for the login screen. */
  end(reason: SignedOutReason): void {
    write(sessionKey, undefined);
    write(lastActivityKey, undefined);
    write(refusedKey, undefined);
    write(endedKey, reason);
    changed();
  },

  refuseAccess(): void {
    write(refusedKey, true);
    changed();
  },

  recordActivity(at: number): void {
    write(lastActivityKey, at);
  },

  lastActivity(): number | undefined {
    const at = read(lastActivityKey);
    return typeof at === 'number' ? at : undefined;
  },
};

/** Activity in another tab keeps this one signed in too; a sign-in or sign-out there applies here. */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith('ops.session')) changed();
  if (event.key === lastActivityKey) activityElsewhere(sessionStore.lastActivity());
}

const activityListeners = new Set<(at: number) => void>();

function activityElsewhere(at: number | undefined): void {
  if (at === undefined) return;
  for (const listener of activityListeners) listener(at);
}

export function onActivityElsewhere(listener: (at: number) => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}
