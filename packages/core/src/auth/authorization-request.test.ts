import { describe, expect, it } from 'vitest';
import { type AuthorizationServer, createAuthorizationRequest } from './authorization-request.ts';
import { SignInError } from './sign-in-error.ts';

const server: AuthorizationServer = {
  issuer: 'https://id.example.com/oidc',
  authorization_endpoint: 'https://id.example.com/oidc/auth',
  token_endpoint: 'https://id.example.com/oidc/token',
  code_challenge_methods_supported: ['S256'],
};
const options = { clientId: 'ops-web', redirectUri: 'https://ops.example.com/login/callback' };

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('createAuthorizationRequest', () => {
  it('asks for an authorization code with PKCE (S256), state and nonce at the issuer', async () => {
    const { url, pending } = await createAuthorizationRequest(server, options);
    expect(url.origin + url.pathname).toBe('https://id.example.com/oidc/auth');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      client_id: 'ops-web',
      redirect_uri: 'https://ops.example.com/login/callback',
      response_type: 'code',
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await s256(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    expect(pending.redirectUri).toBe(options.redirectUri);
    expect(pending.codeVerifier.length).toBeGreaterThanOrEqual(43);
  });

  it('never reuses a state, nonce or verifier', async () => {
    const first = (await createAuthorizationRequest(server, options)).pending;
    const second = (await createAuthorizationRequest(server, options)).pending;
    expect(second.state).not.toBe(first.state);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
  });

  it('makes the provider ask who signs in when asked to', async () => {
    const { url } = await createAuthorizationRequest(server, { ...options, prompt: 'login' });
    expect(url.searchParams.get('prompt')).toBe('login');
  });

  it('refuses an issuer that cannot do PKCE with S256', async () => {
    const plainOnly = { ...server, code_challenge_methods_supported: ['plain'] };
    await expect(createAuthorizationRequest(plainOnly, options)).rejects.toBeInstanceOf(SignInError);
  });
});
