import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

/** Plays the workspace's identity provider: a sandbox platform whose embedded issuer the others trust. */
let workspace: TestPlatform;
let trustsSandboxDomain: TestPlatform;
let trustsOtherDomain: TestPlatform;
/** Another sandbox with an issuer of its own, whose tokens nobody here trusts. */
let elsewhere: TestPlatform;
/** Trusts an issuer nobody answers at. */
let stranded: TestPlatform;
/** Reads the ops roles from a `groups` claim, which the workspace's tokens do not carry. */
let rolesFromGroups: TestPlatform;

const externalIssuer = (allowedDomains: string) => ({
  OIDC_ISSUER: `${workspace.baseUrl}/oidc`,
  OIDC_CLIENT_ID: 'ops-web',
  OPS_ALLOWED_DOMAINS: allowedDomains,
});

beforeAll(async () => {
  workspace = await startTestPlatform();
  [trustsSandboxDomain, trustsOtherDomain, elsewhere, stranded, rolesFromGroups] = await Promise.all([
    startTestPlatform({ env: externalIssuer('sandbox.test') }),
    startTestPlatform({ env: externalIssuer('example.com') }),
    startTestPlatform(),
    startTestPlatform({
      env: { OIDC_ISSUER: 'http://127.0.0.1:9/oidc', OIDC_CLIENT_ID: 'ops-web', OPS_ALLOWED_DOMAINS: 'sandbox.test' },
    }),
    startTestPlatform({ env: { ...externalIssuer('sandbox.test'), OPS_ROLES_CLAIM: 'groups' } }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all(
    [workspace, trustsSandboxDomain, trustsOtherDomain, elsewhere, stranded, rolesFromGroups].map((platform) =>
      platform?.close(),
    ),
  );
});

async function callAs(platform: TestPlatform, email: string, idToken: string) {
  return fetch(`${platform.baseUrl}/api/audit/merchant/M-1`, {
    headers: { authorization: `Bearer ${idToken}`, 'x-user': email },
  });
}

describe('readiness with an external issuer', () => {
  it('is ready while the issuer answers, and not ready (503, Retry-After) while it does not', async () => {
    const ready = await fetch(`${trustsSandboxDomain.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    const notReady = await fetch(`${stranded.baseUrl}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await notReady.json()).toEqual({ status: 'unavailable', reason: 'the identity provider does not answer' });
  });
});

describe('with OIDC_ISSUER set', () => {
  it("accepts the issuer's identity tokens and counts everyone of the allowed domains as ops staff, their roles as the token's", async () => {
    const ops = await callAs(trustsSandboxDomain, 'ops@sandbox.test', await workspace.tokenFor('ops@sandbox.test'));
    expect(ops.status).toBe(200);
    const sameDomain = await callAs(
      trustsSandboxDomain,
      'merchant@sandbox.test',
      await workspace.tokenFor('merchant@sandbox.test'),
    );
    // Ops staff by its domain, but its token gives it no ops role: refused as Unauthorised, not as a stranger.
    expect(sameDomain.status).toBe(403);
    expect(await sameDomain.json()).toMatchObject({ message: 'Unauthorised' });
  });

  it("answers 403 with the spec's message outside the allowed domains", async () => {
    const response = await callAs(trustsOtherDomain, 'ops@sandbox.test', await workspace.tokenFor('ops@sandbox.test'));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 403,
      message: expect.stringMatching(/^Sorry, this account is not authorized to access ops dashboard\./),
    });
  });

  it("takes the ops roles from the token's configured claim: none there, no access", async () => {
    const ask = async (platform: TestPlatform, email: string) =>
      fetch(`${platform.baseUrl}/api/opsaccounts/api/v1/me`, {
        headers: { authorization: `Bearer ${await workspace.tokenFor(email)}`, 'x-user': email },
      }).then((response) => response.json());
    expect(await ask(trustsSandboxDomain, 'treasury@sandbox.test')).toMatchObject({ roles: ['treasury'] });
    expect(await ask(rolesFromGroups, 'ops@sandbox.test')).toMatchObject({ code: 403, message: 'Unauthorised' });
    const transfer = await fetch(`${rolesFromGroups.baseUrl}/api/main/api/v2/fund/internal/balance/transfer`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await workspace.tokenFor('ops@sandbox.test')}`,
        'x-user': 'ops@sandbox.test',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(transfer.status).toBe(403);
    expect(await transfer.json()).toMatchObject({ code: 403, message: 'Unauthorised' });
  });

  it('has its roles set at the issuer: setting them here answers 409', async () => {
    const response = await fetch(`${trustsSandboxDomain.baseUrl}/api/opsaccounts/api/v1/accounts/demo-viewer/roles`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await workspace.tokenFor('ops@sandbox.test')}`,
        'x-user': 'ops@sandbox.test',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ roles: ['viewer'] }),
    });
    expect(response.status).toBe(409);
  });

  it('answers 401 for a token meant for another client of the issuer', async () => {
    const cliToken = await workspace.tokenFor('ops@sandbox.test', 'ops-cli');
    expect((await callAs(trustsSandboxDomain, 'ops@sandbox.test', cliToken)).status).toBe(401);
  });

  it('answers 401 for a token of another issuer', async () => {
    const foreign = await elsewhere.tokenFor('ops@sandbox.test');
    expect((await callAs(trustsSandboxDomain, 'ops@sandbox.test', foreign)).status).toBe(401);
  });

  it('has no embedded provider and no sandbox sign-in', async () => {
    const { baseUrl } = trustsSandboxDomain;
    expect((await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/sandbox/accounts`)).status).toBe(404);
    const token = await fetch(`${baseUrl}/sandbox/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@sandbox.test' }),
    });
    expect(token.status).toBe(404);
  });

  it("is production: the sandbox bank's and PSP's calls do not exist, even for ops staff", async () => {
    const idToken = await workspace.tokenFor('ops@sandbox.test');
    const statement = await fetch(`${trustsSandboxDomain.baseUrl}/api/main/api/v1/fund/sandbox/bank/statement/PO-1`, {
      headers: { authorization: `Bearer ${idToken}`, 'x-user': 'ops@sandbox.test' },
    });
    expect(statement.status).toBe(404);
    // Not the sandbox bank refusing an unknown batch: the call is not there at all.
    expect(await statement.text()).not.toContain('payout batch');
  });

  it('answers 503 when the issuer cannot be reached to check a token', async () => {
    const response = await callAs(stranded, 'ops@sandbox.test', await workspace.tokenFor('ops@sandbox.test'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 503, message: 'Service unavailable', details: [] });
  });
});
