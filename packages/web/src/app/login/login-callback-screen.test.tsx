import type { AuthorizationServer } from '@ops/core/auth';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store.ts';
import { App } from '../app.tsx';
import { storeSignIn } from '../session/sign-in.ts';

const issuer = 'http://localhost:3000/oidc';
const server: AuthorizationServer = {
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  authorization_response_iss_parameter_supported: true,
};

/** A sign-in this tab started, as the Login screen leaves it before going to the identity provider. */
function startedSignIn() {
  storeSignIn({
    pending: { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'v'.repeat(43), redirectUri: '/login/callback' },
    server,
    clientId: 'ops-web',
    returnTo: '/sellers',
  });
}

async function callbackWith(query: Record<string, string>) {
  window.history.replaceState(null, '', `/login/callback?${new URLSearchParams(query)}`);
  render(<App />);
  return (await screen.findByRole('alert')).textContent;
}

describe('the sign-in callback', () => {
  it('sends a user who cancelled at the identity provider to Unauthorised, with a way back to login', async () => {
    startedSignIn();
    expect(await callbackWith({ error: 'access_denied', state: 'state-1', iss: issuer })).toBe(
      'The sign-in was cancelled.',
    );
    expect(window.location.pathname).toBe('/unauthorised');
    expect(screen.getByRole('link', { name: 'Return to the login page' }).getAttribute('href')).toBe('/login');
    expect(sessionStore.getSnapshot().session).toBeUndefined();
  });

  it('reports a refusal of the identity provider', async () => {
    startedSignIn();
    expect(await callbackWith({ error: 'server_error', state: 'state-1', iss: issuer })).toBe(
      'The identity provider refused the sign-in.',
    );
  });

  it('does not accept an answer meant for another sign-in', async () => {
    startedSignIn();
    expect(await callbackWith({ code: 'code-1', state: 'state-2', iss: issuer })).toBe(
      'The answer of the identity provider could not be verified. Please sign in again.',
    );
  });

  it('does not accept a callback this tab never started', async () => {
    expect(await callbackWith({ code: 'code-1', state: 'state-1', iss: issuer })).toBe(
      'This sign-in was not started here or has expired. Please sign in again.',
    );
  });

  it('shows the network error when the identity provider cannot be reached for the code exchange', async () => {
    startedSignIn();
    expect(await callbackWith({ code: 'code-1', state: 'state-1', iss: issuer })).toBe(
      'Network error, Please make sure that your VPN connection is active!',
    );
  });
});
