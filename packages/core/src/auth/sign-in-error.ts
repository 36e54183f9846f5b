import * as oauth from 'oauth4webapi';

/**
 * Why a sign-in did not complete. `cancelled`: the user backed out at the identity provider; `refused`: the
 * provider said no (an error answer, a used or expired code); `unreachable`: no answer arrived; `invalid-response`:
 * an answer that does not check out (wrong state, issuer or nonce); `not-started`: the callback was opened without
 * a sign-in this browser tab started.
 */
export type SignInFailure = 'cancelled' | 'refused' | 'unreachable' | 'invalid-response' | 'not-started';

export class SignInError extends Error {
  override readonly name = 'SignInError';
  readonly failure: SignInFailure;

  constructor(failure: SignInFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.failure = failure;
  }
}

/**
 * A fetch that got no answer: a TypeError in browsers and Node (oauth4webapi's own argument errors are TypeErrors
 * too, but carry a code), a NetworkError DOMException in DOM implementations that follow the older wording.
 */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return !('code' in error);
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NetworkError';
}

/** The sign-in failure an error of oauth4webapi or fetch stands for. */
export function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof oauth.AuthorizationResponseError) {
    const failure = error.error === 'access_denied' ? 'cancelled' : 'refused';
    return new SignInError(failure, `${error.error}: ${error.error_description ?? error.message}`, { cause: error });
  }
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.WWWAuthenticateChallengeError) {
    return new SignInError('refused', error.message, { cause: error });
  }
  if (isNetworkFailure(error)) {
    return new SignInError('unreachable', 'the identity provider did not answer', { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SignInError('invalid-response', message, { cause: error });
}
