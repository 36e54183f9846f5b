import * as oauth from 'oauth4webapi';
import { toSignInError } from './sign-in-error.ts';

export type AuthorizationServer = oauth.AuthorizationServer;

/** What the browser remembers between leaving for the identity provider and coming back to the callback. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface HttpOptions {
  /** The fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
}

/** The scopes whose claims the app shows: e-mail for the x-user header, profile for the user menu. */
const scopes = 'openid email profile';

/**
 * oauth4webapi talks HTTPS only; an issuer configured with plain HTTP (the sandbox on a laptop) is allowed
 * explicitly, since the platform that hands out the issuer is the one the user already trusts.
 */
export function requestOptions(issuer: string, options: HttpOptions = {}) {
  return {
    ...(new URL(issuer).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}),
    ...(options.fetch ? { [oauth.customFetch]: options.fetch } : {}),
  };
}

/** The issuer's metadata from its discovery document, checked to belong to that issuer. */
export async function discoverIssuer(issuer: string, options: HttpOptions = {}): Promise<AuthorizationServer> {
  try {
    const issuerUrl = new URL(issuer);
    const response = await oauth.discoveryRequest(issuerUrl, requestOptions(issuer, options));
    return await oauth.processDiscoveryResponse(issuerUrl, response);
  } catch (error) {
    throw toSignInError(error);
  }
}

export interface AuthorizationRequestOptions {
  clientId: string;
  redirectUri: string;
  /** 'login' makes the provider ask who is signing in even when it still has a session (after a sign-out). */
  prompt?: 'login';
}

/**
 * The authorization code request with PKCE (S256), a fresh state and nonce: the URL to send the browser to and
 * what to keep until it comes back.
 */
export async function createAuthorizationRequest(
  server: AuthorizationServer,
  { clientId, redirectUri, prompt }: AuthorizationRequestOptions,
): Promise<{ url: URL; pending: PendingSignIn }> {
  if (!server.authorization_endpoint) {
    throw toSignInError(new Error(`${server.issuer} names no authorization endpoint`));
  }
  const methods = server.code_challenge_methods_supported;
  if (methods !== undefined && !methods.includes('S256')) {
    throw toSignInError(new Error(`${server.issuer} does not support PKCE with S256`));
  }
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier,
    redirectUri,
  };
  const url = new URL(server.authorization_endpoint);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (prompt) url.searchParams.set('prompt', prompt);
  return { url, pending };
}
