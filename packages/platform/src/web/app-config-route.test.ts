import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

let embedded: TestPlatform;
let external: TestPlatform;

beforeAll(async () => {
  [embedded, external] = await Promise.all([
    startTestPlatform(),
    startTestPlatform({
      env: {
        OIDC_ISSUER: 'https://accounts.example.com/realms/ops',
        OIDC_CLIENT_ID: 'ops-console',
        OPS_ALLOWED_DOMAINS: 'example.com',
        OPS_SUPPORT_EMAIL: 'ops-support@example.com',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([embedded?.close(), external?.close()]);
});

describe('GET /app-config.json', () => {
  it('names the embedded issuer and the ops-web client by default, never cached', async () => {
    const response = await fetch(`${embedded.baseUrl}/app-config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ issuer: `${embedded.baseUrl}/oidc`, clientId: 'ops-web' });
  });

  it('names OIDC_ISSUER, OIDC_CLIENT_ID and the OPS_SUPPORT_EMAIL address when they are configured', async () => {
    const response = await fetch(`${external.baseUrl}/app-config.json`);
    expect(await response.json()).toEqual({
      issuer: 'https://accounts.example.com/realms/ops',
      clientId: 'ops-console',
      supportEmail: 'ops-support@example.com',
    });
  });
});
