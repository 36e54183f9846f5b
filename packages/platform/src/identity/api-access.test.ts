import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { findDemoAccount } from './demo-accounts.ts';

const notAuthorizedMessage =
  'Sorry, this account is not authorized to access ops dashboard. Please contact your manager to request access or try with a different account.';
const protectedPath = '/api/audit/merchant/M-1';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

function callApi(headers: Record<string, string>, path = protectedPath) {
  return fetch(`${platform.baseUrl}${path}`, { headers });
}

async function signed(
  email: string,
  options: Parameters<NonNullable<TestPlatform['identity']['embedded']>['signIdToken']>[1],
) {
  const account = findDemoAccount(email);
  const embedded = platform.identity.embedded;
  if (!account || !embedded) throw new Error('the test needs the embedded provider and a demo account');
  return (await embedded.signIdToken(account, options)).idToken;
}

describe('the sandbox sign-in for scripts', () => {
  it('lists the demo accounts with their ops flag', async () => {
    const response = await fetch(`${platform.baseUrl}/sandbox/accounts`);
    const { accounts } = (await response.json()) as { accounts: { email: string; opsStaff: boolean }[] };
    expect(accounts).toContainEqual({ email: 'ops@sandbox.test', name: 'Olivia Ops', opsStaff: true });
    expect(accounts.some((account) => !account.opsStaff)).toBe(true);
  });

  it('issues an identity token living at least an hour', async () => {
    const response = await fetch(`${platform.baseUrl}/sandbox/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'OPS@sandbox.test' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { idToken, expiresAt } = (await response.json()) as { idToken: string; expiresAt: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `${platform.baseUrl}/oidc`,
      aud: 'ops-web',
      email: 'ops@sandbox.test',
      name: 'Olivia Ops',
      given_name: 'Olivia',
      family_name: 'Ops',
    });
    expect(claims.exp - claims.iat).toBeGreaterThanOrEqual(3600);
    expect(Date.parse(expiresAt)).toBe(claims.exp * 1000);
  });

  it('refuses an e-mail that is no demo account, naming the field', async () => {
    const response = await fetch(`${platform.baseUrl}/sandbox/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'stranger@example.com' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, details: [{ field: 'email' }] });
  });
});

describe('every /api/ route checks the identity token', () => {
  it('answers 401 without a token', async () => {
    const response = await callApi({ 'x-user': 'ops@sandbox.test' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ code: 401, message: 'Unauthorized', details: [] });
  });

  it('answers 401 for a token that is not a signed token of the issuer', async () => {
    const response = await callApi({ authorization: 'Bearer not.a.token', 'x-user': 'ops@sandbox.test' });
    expect(response.status).toBe(401);
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const [header, , signature] = (await platform.tokenFor('ops@sandbox.test')).split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ email: 'ops@sandbox.test', exp: 4102444800 })).toString(
      'base64url',
    );
    const response = await callApi({
      authorization: `Bearer ${header}.${forgedClaims}.${signature}`,
      'x-user': 'ops@sandbox.test',
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 when x-user is not the e-mail of the token', async () => {
    const token = await platform.tokenFor('ops@sandbox.test');
    const response = await callApi({ authorization: `Bearer ${token}`, 'x-user': 'support@sandbox.test' });
    expect(response.status).toBe(401);
    const withoutUser = await callApi({ authorization: `Bearer ${token}` });
    expect(withoutUser.status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const anHourAndAMinuteAgo = Math.floor(Date.now() / 1000) - 3660;
    const token = await signed('ops@sandbox.test', { issuedAt: anHourAndAMinuteAgo, lifetimeSeconds: 3600 });
    const response = await callApi({ authorization: `Bearer ${token}`, 'x-user': 'ops@sandbox.test' });
    expect(response.status).toBe(401);
  });

  it('answers 401 for a token meant for another client', async () => {
    const token = await signed('ops@sandbox.test', { audience: 'some-other-app' });
    const response = await callApi({ authorization: `Bearer ${token}`, 'x-user': 'ops@sandbox.test' });
    expect(response.status).toBe(401);
  });

  it("answers 403 with the spec's message for an account that is not ops staff", async () => {
    const response = await callApi(await platform.headersFor('merchant@sandbox.test'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 403, message: notAuthorizedMessage, details: [] });
  });

  it('lets ops staff through, with the web or the CLI token, whatever the case of x-user', async () => {
    const response = await callApi(await platform.headersFor('ops@sandbox.test'));
    expect(response.status).toBe(200);
    const cliToken = await platform.tokenFor('support@sandbox.test', 'ops-cli');
    const fromCli = await callApi({ authorization: `Bearer ${cliToken}`, 'x-user': 'Support@Sandbox.test' });
    expect(fromCli.status).toBe(200);
  });

  it('marks every answer, refusals too, as not to be stored or sniffed', async () => {
    for (const headers of [{}, await platform.headersFor('ops@sandbox.test')]) {
      const response = await callApi(headers);
      expect(response.headers.get('cache-control'), String(response.status)).toBe('no-store');
      expect(response.headers.get('x-content-type-options'), String(response.status)).toBe('nosniff');
    }
  });

  it('answers an unknown /api/ path with 404 in the error shape, after the token check', async () => {
    const unknownPath = '/api/accountowner/api/v2/no-such-thing';
    expect((await callApi({}, unknownPath)).status).toBe(401);
    const response = await callApi(await platform.headersFor('ops@sandbox.test'), unknownPath);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'Not found', details: [] });
  });
});

describe('outside the API', () => {
  it('answers the health check without a token, and readiness once the database answers', async () => {
    const response = await fetch(`${platform.baseUrl}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${platform.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document of the API it serves, without a token', async () => {
    const response = await fetch(`${platform.baseUrl}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/audit/{entityType}/{entityId}']?.get).toMatchObject({ operationId: 'listAuditEvents' });
  });

  it('tags every answer with a request id', async () => {
    const response = await fetch(`${platform.baseUrl}/healthz`, { headers: { 'x-request-id': 'probe-42' } });
    expect(response.headers.get('x-request-id')).toBe('probe-42');
  });
});
