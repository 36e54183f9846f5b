import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedBrowser, formAction, hiddenInputs } from '../testing/scripted-browser.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

let platform: TestPlatform;
let issuer: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  issuer = `${platform.baseUrl}/oidc`;
});
afterAll(async () => {
  await platform?.close();
});

function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
}

async function tokenRequest(fields: Record<string, string>) {
  const response = await fetch(`${issuer}/token`, { method: 'POST', body: new URLSearchParams(fields) });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function auditAs(email: string, idToken: string) {
  const response = await fetch(`${platform.baseUrl}/api/audit/merchant/M-1`, {
    headers: { authorization: `Bearer ${idToken}`, 'x-user': email },
  });
  return response.status;
}

describe('the OpenID Connect discovery document', () => {
  it('builds its URLs on the configured issuer only, whatever Host or X-Forwarded-* a request names', async () => {
    const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const discoveryOf = async (target: TestPlatform) => {
      const { port } = new URL(target.baseUrl);
      const text = await new Promise<string>((resolve, reject) => {
        const call = request(
          { host: '127.0.0.1', port, path: '/oidc/.well-known/openid-configuration', headers: spoofed },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            response.on('end', () => resolve(body));
          },
        );
        call.on('error', reject).end();
      });
      return JSON.parse(text) as Record<string, string>;
    };
    const discovery = await discoveryOf(platform);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(JSON.stringify(discovery)).not.toContain('evil.example');
    const behindProxy = await startTestPlatform({ env: { OPS_TRUST_PROXY: '1' } });
    try {
      const proxied = await discoveryOf(behindProxy);
      expect(proxied.authorization_endpoint).toBe(`${behindProxy.baseUrl}/oidc/auth`);
      expect(JSON.stringify(proxied)).not.toContain('evil.example');
    } finally {
      await behindProxy.close();
    }
  }, 30_000);

  it('names the issuer under the public URL, its keys, PKCE with S256 and the device flow', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      jwks_uri: `${issuer}/jwks`,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      device_authorization_endpoint: `${issuer}/device/auth`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('the web app signs in with the authorization code flow and PKCE', () => {
  const redirectUri = () => `${platform.baseUrl}/login/callback`;

  function authorizationUrl(codeChallenge: string | undefined, state: string) {
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'ops-web',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: redirectUri(),
      state,
      nonce: 'nonce-1',
      ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
    }).toString();
    return url.href;
  }

  it('goes through the sign-in page to an identity token the API accepts', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const browser = createScriptedBrowser();

    const signIn = await browser.navigate(authorizationUrl(challenge, 'state-1'));
    expect(signIn.response.status).toBe(200);
    expect(signIn.text).toContain('Olivia Ops');
    expect(signIn.text).toContain('merchant@sandbox.test');

    const loginAction = new URL(formAction(signIn.text, /\/login$/), platform.baseUrl).href;
    const back = await browser.submit(loginAction, { email: 'ops@sandbox.test' }, (location) =>
      location.startsWith(redirectUri()),
    );
    const callback = new URL(back.url);
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const code = callback.searchParams.get('code') ?? '';

    const withoutVerifier = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      client_id: 'ops-web',
    });
    expect(withoutVerifier.status).toBe(400);

    const signInAgain = await browser.navigate(authorizationUrl(challenge, 'state-2'), {}, (location) =>
      location.startsWith(redirectUri()),
    );
    const secondCode = new URL(signInAgain.url).searchParams.get('code') ?? '';
    expect(secondCode, 'the session signs in again without the sign-in page').not.toBe('');

    const tokens = await tokenRequest({
      grant_type: 'authorization_code',
      code: secondCode,
      redirect_uri: redirectUri(),
      client_id: 'ops-web',
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeUndefined();
    const idToken = tokens.body.id_token ?? '';
    const claims = claimsOf(idToken);
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'ops-web',
      nonce: 'nonce-1',
      email: 'ops@sandbox.test',
      email_verified: true,
      name: 'Olivia Ops',
      given_name: 'Olivia',
      family_name: 'Ops',
    });
    expect(String(claims.picture)).toMatch(/^data:image\/svg\+xml,/);
    expect(Number(claims.exp) - Number(claims.iat)).toBeGreaterThanOrEqual(3600);
    expect(await auditAs('ops@sandbox.test', idToken)).toBe(200);
  });

  it('signs out on request and returns to the login page; the next sign-in asks again', async () => {
    const challenge = createHash('sha256').update('verifier').digest('base64url');
    const browser = createScriptedBrowser();
    const signIn = await browser.navigate(authorizationUrl(challenge, 'state-6'));
    const loginAction = new URL(formAction(signIn.text, /\/login$/), platform.baseUrl).href;
    await browser.submit(loginAction, { email: 'ops@sandbox.test' }, (location) => location.startsWith(redirectUri()));

    const loginPage = `${platform.baseUrl}/login`;
    const endSession = new URL(`${issuer}/session/end`);
    endSession.search = new URLSearchParams({ client_id: 'ops-web', post_logout_redirect_uri: loginPage }).toString();
    const confirm = await browser.navigate(endSession.href);
    expect(confirm.text).toContain('Do you want to sign out of Ops Console?');
    const signedOut = await browser.submit(
      formAction(confirm.text, /\/session\/end\/confirm$/),
      { ...hiddenInputs(confirm.text), logout: 'yes' },
      (location) => location.startsWith(loginPage),
    );
    expect(signedOut.url).toBe(loginPage);

    const again = await browser.navigate(authorizationUrl(challenge, 'state-7'));
    expect(again.url).toMatch(/\/oidc\/interaction\//);
    expect(again.text).toContain('Olivia Ops');
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const answer = await createScriptedBrowser().navigate(authorizationUrl(undefined, 'state-3'), {}, (location) =>
      location.startsWith(redirectUri()),
    );
    expect(new URL(answer.url).searchParams.get('error')).toBe('invalid_request');
  });

  it('tells an unknown e-mail apart on the sign-in page, escaped, and signs nobody in', async () => {
    const browser = createScriptedBrowser();
    const challenge = createHash('sha256').update('verifier').digest('base64url');
    const signIn = await browser.navigate(authorizationUrl(challenge, 'state-4'));
    const loginAction = new URL(formAction(signIn.text, /\/login$/), platform.baseUrl).href;
    const refused = await browser.submit(loginAction, { email: '<b>who</b>@example.com' });
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain('&lt;b&gt;who&lt;/b&gt;@example.com');
    expect(refused.text).not.toContain('<b>who</b>');
  });

  it('serves its sign-in and device pages unframeable, under a policy that allows their own style and nothing else', async () => {
    const browser = createScriptedBrowser();
    const challenge = createHash('sha256').update('verifier').digest('base64url');
    const signIn = await browser.navigate(authorizationUrl(challenge, 'state-6'));
    const device = await browser.navigate(`${issuer}/device`);
    for (const page of [signIn, device]) {
      const headers = page.response.headers;
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy, page.url).toContain("default-src 'none'");
      expect(policy, page.url).toContain("frame-ancestors 'none'");
      expect(policy, page.url).toContain("form-action 'self'");
      expect(headers.get('x-frame-options'), page.url).toBe('DENY');
      expect(headers.get('cache-control'), page.url).toBe('no-store');
      const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1] ?? '';
      const styleHash = createHash('sha256').update(style).digest('base64');
      expect(policy, page.url).toContain(`style-src 'sha256-${styleHash}'`);
    }
  });

  it('shows the sign-in page in Dutch to a Dutch browser', async () => {
    const browser = createScriptedBrowser();
    const challenge = createHash('sha256').update('verifier').digest('base64url');
    const signIn = await browser.navigate(authorizationUrl(challenge, 'state-5'));
    const dutch = await browser.request(signIn.url, { headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' } });
    const page = await dutch.text();
    expect(page).toContain('lang="nl"');
    expect(page).toContain('Inloggen bij Ops Console');
  });
});

describe('the CLI signs in with the device authorization grant', () => {
  it('polls until the user confirms the code in a browser, then refreshes its identity token', async () => {
    const authorization = await fetch(`${issuer}/device/auth`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'ops-cli', scope: 'openid email profile offline_access' }),
    });
    expect(authorization.status).toBe(200);
    const device = (await authorization.json()) as Record<string, string>;
    expect(device.verification_uri).toBe(`${issuer}/device`);
    const poll = {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: device.device_code ?? '',
      client_id: 'ops-cli',
    };
    expect((await tokenRequest(poll)).body.error).toBe('authorization_pending');

    const browser = createScriptedBrowser();
    const entry = await browser.navigate(device.verification_uri ?? '');
    expect(entry.response.status).toBe(200);
    const confirm = await browser.submit(formAction(entry.text, /\/oidc\/device$/), {
      ...hiddenInputs(entry.text),
      user_code: device.user_code ?? '',
    });
    expect(confirm.response.status).toBe(200);
    expect(confirm.text).toContain(device.user_code);
    const signIn = await browser.submit(formAction(confirm.text, /\/oidc\/device$/), hiddenInputs(confirm.text));
    expect(signIn.url).toMatch(/\/oidc\/interaction\//);
    const loginAction = new URL(formAction(signIn.text, /\/login$/), platform.baseUrl).href;
    const done = await browser.submit(loginAction, { email: 'support@sandbox.test' });
    expect(done.response.status).toBe(200);
    expect(done.text).toContain('ops CLI is signed in');

    const tokens = await tokenRequest(poll);
    expect(tokens.status).toBe(200);
    const idToken = tokens.body.id_token ?? '';
    expect(claimsOf(idToken)).toMatchObject({ iss: issuer, aud: 'ops-cli', email: 'support@sandbox.test' });
    expect(await auditAs('support@sandbox.test', idToken)).toBe(200);

    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
      client_id: 'ops-cli',
    });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.id_token ?? '')).toMatchObject({ aud: 'ops-cli', email: 'support@sandbox.test' });
  });

  it('tells a wrong code apart without signing anyone in', async () => {
    const browser = createScriptedBrowser();
    const entry = await browser.navigate(`${issuer}/device`);
    const wrong = await browser.submit(formAction(entry.text, /\/oidc\/device$/), {
      ...hiddenInputs(entry.text),
      user_code: 'BCDF-GHJK',
    });
    expect(wrong.text).toContain('The code is incorrect, expired or already used');
  });
});
