import type { MiddlewareHandler } from 'hono';
import type { IdentityConfig } from '../config.ts';
import type { PlatformEnv } from '../http/platform-env.ts';

/**
 * The Content-Security-Policy of the web app. Scripts and styles come only from the app's own files (no inline
 * code: the build emits none, and React sets styles through the DOM, which CSP allows). The browser talks to
 * the issuer for discovery and the token exchange; an external issuer may also host the users' pictures (the
 * sandbox's are data: URLs). Workers come from the app's files (pdf.js), or from a blob: URL for HEIC
 * conversion (heic-to's CSP build starts its worker that way instead of evaluating code).
 */
export function contentSecurityPolicy(identity: IdentityConfig, publicUrl: string): string {
  const issuerOrigin = new URL(identity.issuer).origin;
  const external = identity.kind === 'external' ? [issuerOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...external],
    'font-src': ["'self'"],
    'connect-src': ["'self'", issuerOrigin],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", issuerOrigin],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  if (new URL(publicUrl).protocol === 'https:') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Built files carry their content hash in the name, so they never change; everything else is revalidated. */
const hashedAsset = /^\/assets\//;

/**
 * The headers of everything the web app is served with: CSP, no sniffing, no referrer, no framing, no powerful
 * features, its own browsing context group, HSTS behind HTTPS, and caching that lets a new version reach users.
 */
export function webAppHeaders(identity: IdentityConfig, publicUrl: string): MiddlewareHandler<PlatformEnv> {
  const policy = contentSecurityPolicy(identity, publicUrl);
  const https = new URL(publicUrl).protocol === 'https:';
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('content-security-policy', policy);
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'no-referrer');
    headers.set('x-frame-options', 'DENY');
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    headers.set('cross-origin-opener-policy', 'same-origin');
    headers.set('cross-origin-resource-policy', 'same-origin');
    if (https) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const immutable = c.res.ok && hashedAsset.test(c.req.path);
    headers.set('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}
