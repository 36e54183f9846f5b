import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptedBrowser, formAction } from '../testing/scripted-browser.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const megabyte = 1024 * 1024;

/** A form body of `megabytes` MB sent in chunks, with no Content-Length: the server learns its size by reading it. */
function streamedForm(megabytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(megabyte).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('login='));
      if (sent >= megabytes) controller.close();
      else controller.enqueue(chunk);
      sent += 1;
    },
  });
}

async function postStreamed(url: string, megabytes: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: streamedForm(megabytes),
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: await response.text() };
}

/** An open sign-in interaction, as anyone can start one with `GET /oidc/auth`: its password form's address. */
async function signInPasswordForm(): Promise<string> {
  const url = new URL(`${platform.baseUrl}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'ops-web',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${platform.baseUrl}/login/callback`,
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const page = await createScriptedBrowser().navigate(url.href);
  return new URL(formAction(page.text, /\/password$/), platform.baseUrl).href;
}

describe('one body limit for every route the platform serves', () => {
  it('refuses a 100 MB body to a sign-in page with 413 without reading it into memory', async () => {
    const action = await signInPasswordForm();
    const before = process.memoryUsage().rss;
    const refused = await postStreamed(action, 100);
    const grown = process.memoryUsage().rss - before;
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 413, message: 'The request body is larger than 1 MB' });
    expect(grown).toBeLessThan(50 * megabyte);
  }, 60_000);

  it.each([
    ['the password-reset page', '/password-reset/some-token'],
    ['the hosted onboarding page', '/onboarding/some-token'],
    ['the sandbox', '/sandbox/token'],
    ['the provider callbacks', '/callbacks/kyc'],
    ['an API route', '/api/sellers'],
    ['an address nothing serves', '/no-such-page'],
  ])('refuses a 2 MB body to %s with 413', async (_what, path) => {
    expect((await postStreamed(`${platform.baseUrl}${path}`, 2)).status).toBe(413);
  });
});
