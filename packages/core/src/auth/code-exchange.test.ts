import { describe, expect, it } from 'vitest';
import type { AuthorizationServer, PendingSignIn } from './authorization-request.ts';
import { exchangeAuthorizationCode } from './code-exchange.ts';
import type { SignInError } from './sign-in-error.ts';

const server: AuthorizationServer = {
  issuer: 'http://127.0.0.1:1/oidc',
  authorization_endpoint: 'http://127.0.0.1:1/oidc/auth',
  // Port 1 on the loopback answers nobody: a real connection failure, not a simulated one.
  token_endpoint: 'http://127.0.0.1:1/oidc/token',
  authorization_response_iss_parameter_supported: true,
};
const pending: PendingSignIn = {
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'http://127.0.0.1:1/login/callback',
};

function callback(query: Record<string, string>): URL {
  return new URL(`${pending.redirectUri}?${new URLSearchParams(query)}`);
}

async function failureOf(callbackUrl: URL): Promise<SignInError> {
  return exchangeAuthorizationCode(server, { clientId: 'ops-web', callbackUrl, pending }).then(
    () => expect.fail('the exchange should have failed'),
    (error: SignInError) => error,
  );
}

describe('exchangeAuthorizationCode', () => {
  it('reads a user who backed out at the provider as a cancelled sign-in', async () => {
    const error = await failureOf(callback({ error: 'access_denied', state: 'state-1', iss: server.issuer }));
    expect(error.failure).toBe('cancelled');
  });

  it('reads any other error answer as refused', async () => {
    const error = await failureOf(callback({ error: 'server_error', state: 'state-1', iss: server.issuer }));
    expect(error.failure).toBe('refused');
  });

  it('rejects an answer to another sign-in (state) or from another issuer before exchanging anything', async () => {
    expect((await failureOf(callback({ code: 'c', state: 'state-2', iss: server.issuer }))).failure).toBe(
      'invalid-response',
    );
    expect((await failureOf(callback({ code: 'c', state: 'state-1', iss: 'https://evil.example' }))).failure).toBe(
      'invalid-response',
    );
  });

  it('tells an identity provider that does not answer apart', async () => {
    const error = await failureOf(callback({ code: 'c', state: 'state-1', iss: server.issuer }));
    expect(error.failure).toBe('unreachable');
  });
});
