import * as oauth from 'oauth4webapi';
import {
  type AuthorizationServer,
  type HttpOptions,
  type PendingSignIn,
  requestOptions,
} from './authorization-request.ts';
import { type SessionUser, sessionUserFromClaims } from './session-user.ts';
import { SignInError, toSignInError } from './sign-in-error.ts';

export interface SignedIn {
  idToken: string;
  user: SessionUser;
}

export interface CodeExchangeOptions extends HttpOptions {
  clientId: string;
  /** The URL the provider sent the browser back to, with its code, state and iss parameters. */
  callbackUrl: URL;
  pending: PendingSignIn;
}

/**
 * Completes the sign-in at the callback: checks the answer belongs to the pending request (state, issuer),
 * exchanges the code with the PKCE verifier, and validates the identity token (issuer, audience, nonce, expiry).
 * Fails with a SignInError saying why.
 */
export async function exchangeAuthorizationCode(
  server: AuthorizationServer,
  { clientId, callbackUrl, pending, ...http }: CodeExchangeOptions,
): Promise<SignedIn> {
  const client: oauth.Client = { client_id: clientId };
  try {
    const parameters = oauth.validateAuthResponse(server, client, callbackUrl, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      client,
      oauth.None(),
      parameters,
      pending.redirectUri,
      pending.codeVerifier,
      requestOptions(server.issuer, http),
    );
    const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    const user = claims && sessionUserFromClaims(claims);
    if (!tokens.id_token || !user) {
      throw new SignInError('invalid-response', 'the identity token names no e-mail or expiry');
    }
    return { idToken: tokens.id_token, user };
  } catch (error) {
    throw toSignInError(error);
  }
}
