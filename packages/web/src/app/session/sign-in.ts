import {
  type AuthorizationServer,
  createAuthorizationRequest,
  discoverIssuer,
  exchangeAuthorizationCode,
  type PendingSignIn,
  type SessionRecord,
  SignInError,
} from '@ops/core/auth';
import { loadAppConfig } from './app-config.ts';
import { callbackPath } from './callback-path.ts';
import { isReturnPath } from './return-to.ts';

const pendingKey = 'ops.signIn.pending';

/** What this tab keeps while the user is at the identity provider: the request, and the issuer it went to. */
export interface StoredSignIn {
  pending: PendingSignIn;
  server: AuthorizationServer;
  clientId: string;
  returnTo: string;
}

export function storeSignIn(signIn: StoredSignIn): void {
  window.sessionStorage.setItem(pendingKey, JSON.stringify(signIn));
}

function takeStoredSignIn(): StoredSignIn | undefined {
  try {
    const raw = window.sessionStorage.getItem(pendingKey);
    window.sessionStorage.removeItem(pendingKey);
    return raw === null ? undefined : (JSON.parse(raw) as StoredSignIn);
  } catch {
    return undefined;
  }
}

export interface SignInOptions {
  returnTo: string | undefined;
  /** After a sign-out the provider asks who signs in, so another account can be chosen. */
  prompt?: 'login';
}

/**
 * Prepares the authorization request (PKCE, state, nonce) against the configured issuer and keeps it in this
 * tab; resolves with the URL to send the browser to.
 */
export async function startSignIn({ returnTo, prompt }: SignInOptions): Promise<URL> {
  const { issuer, clientId } = await loadAppConfig();
  const server = await discoverIssuer(issuer);
  const redirectUri = new URL(callbackPath, window.location.origin).href;
  const { url, pending } = await createAuthorizationRequest(server, { clientId, redirectUri, prompt });
  storeSignIn({ pending, server, clientId, returnTo: returnTo && isReturnPath(returnTo) ? returnTo : '/' });
  return url;
}

export interface CompletedSignIn {
  session: SessionRecord;
  returnTo: string;
}

const completions = new Map<string, Promise<CompletedSignIn>>();

/**
 * Completes the sign-in the provider sent the browser back from. The stored request is used once; asking again
 * for the same callback URL while it is under way (React runs effects twice in development) gives the same result.
 */
export function completeSignIn(callbackUrl: URL): Promise<CompletedSignIn> {
  const known = completions.get(callbackUrl.href);
  if (known) return known;
  const completion = exchange(callbackUrl);
  completions.set(callbackUrl.href, completion);
  const forget = () => completions.delete(callbackUrl.href);
  completion.then(forget, forget);
  return completion;
}

async function exchange(callbackUrl: URL): Promise<CompletedSignIn> {
  const stored = takeStoredSignIn();
  if (!stored) throw new SignInError('not-started', 'no sign-in was started in this tab');
  const { user, idToken } = await exchangeAuthorizationCode(stored.server, {
    clientId: stored.clientId,
    callbackUrl,
    pending: stored.pending,
  });
  return { session: { idToken, user, promptedAt: Date.now() }, returnTo: stored.returnTo };
}
