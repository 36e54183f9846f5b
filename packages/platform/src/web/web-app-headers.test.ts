import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';
import { createTestWebDist } from './test-web-dist.ts';

const webDist = createTestWebDist();
let platform: TestPlatform;
let external: TestPlatform;

beforeAll(async () => {
  [platform, external] = await Promise.all([
    startTestPlatform({ env: { OPS_WEB_DIST: webDist.dir } }),
    startTestPlatform({
      env: {
        OPS_WEB_DIST: webDist.dir,
        OPS_PUBLIC_URL: 'https://ops.example.com',
        OIDC_ISSUER: 'https://accounts.example.com/realms/ops',
        OIDC_CLIENT_ID: 'ops-console',
        OPS_ALLOWED_DOMAINS: 'example.com',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([platform?.close(), external?.close()]);
  webDist.remove();
});

function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the web app is served with a strict Content-Security-Policy', () => {
  it('allows scripts, styles and connections only from itself and the embedded issuer', async () => {
    const response = await fetch(`${platform.baseUrl}/`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", platform.baseUrl],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'", platform.baseUrl],
    });
    expect(JSON.stringify(csp)).not.toContain('unsafe');
  });

  it("trusts an external issuer's origin for connections, sign-in and pictures, and upgrades to HTTPS", async () => {
    const response = await fetch(`${external.baseUrl}/sellers`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.example.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://accounts.example.com']);
    expect(csp['form-action']).toEqual(["'self'", 'https://accounts.example.com']);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends the usual security headers with the page, deep links and files alike', async () => {
    for (const path of ['/', '/payouts/requests/PR-1', '/assets/index-abc123.js', '/sw.js']) {
      const { headers } = await fetch(`${platform.baseUrl}${path}`);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('strict-transport-security'), 'not over plain HTTP').toBeNull();
    }
  });

  it('caches hashed files for good and makes the page and service worker revalidate', async () => {
    const asset = await fetch(`${platform.baseUrl}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/sw.js', '/transactions']) {
      expect((await fetch(`${platform.baseUrl}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers 404 for a file that is not in the build, so an old page never runs HTML as a script', async () => {
    const missing = await fetch(`${platform.baseUrl}/assets/index-old999.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
    const deepLink = await fetch(`${platform.baseUrl}/sellers/S-1/identity`);
    expect(deepLink.headers.get('content-type')).toContain('text/html');
  });

  it("leaves the API's and the identity provider's own answers alone", async () => {
    for (const path of ['/api/no-such-route', '/oidc/.well-known/openid-configuration', '/app-config.json']) {
      const { headers } = await fetch(`${platform.baseUrl}${path}`);
      expect(headers.get('content-security-policy') ?? '', path).not.toContain("script-src 'self'");
    }
  });
});
