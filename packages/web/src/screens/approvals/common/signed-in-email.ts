import { useSyncExternalStore } from 'react';
import { sessionStore } from '../../../lib/session/session-store.ts';

/** The signed-in user's e-mail: a request they made is not theirs to approve. */
export function useSignedInEmail(): string | undefined {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getSnapshot().session?.user.email);
}
