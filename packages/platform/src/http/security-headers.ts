import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { IdentityConfig } from '../config.ts';
import type { PlatformEnv } from './platform-env.ts';

/**
 * The security headers of everything the platform serves, one set an area: the API, the sandbox provider's pages,
 * the hosted onboarding page and its script, and the web app. Hono's `secureHeaders` does not fit: the hosted
 * page's policy names the hash of a style block made with the answer (the merchant's colour), which its
 * middleware fixes before the handler runs, and the identity provider answers at the Node level, outside Hono.
 */
export type HeaderSet = Readonly<Record<string, string>>;

/** A Content-Security-Policy: each directive with its sources (none for one that stands alone). */
type Directives = Readonly<Record<string, readonly string[]>>;

function policyOf(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The CSP source that allows exactly this style block. */
const styleSource = (style: string) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/** Every page: never sniffed, framed or told where the reader came from, and no powerful feature (none asks). */
const pageHeaders: HeaderSet = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * API answers: never stored by a browser or a shared cache (they hold personal and money data, per caller),
 * never sniffed into another type (a downloaded file is what its content type says).
 */
export const apiAnswerHeaders: HeaderSet = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Every page and answer of the sandbox provider (`/oidc`, sign-in, password reset, the sandbox mail): nothing but
 * the pages' own style block, their pictures (data: URLs) and the favicon; forms only to the platform and, at the
 * end of a sign-in, to `formTargets` (where a redirect after the form may lead); never framed, so device approval
 * cannot be clickjacked; never cached.
 */
export function providerPageHeaders(style: string, formTargets: readonly string[]): HeaderSet {
  const policy = {
    'default-src': ["'none'"],
    'style-src': [styleSource(style)],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'", ...formTargets],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  };
  return { ...pageHeaders, 'content-security-policy': policyOf(policy), 'cache-control': 'no-store' };
}

/**
 * A hosted onboarding page: nothing runs but its own script and its own style block, pictures only inline, never
 * framed or cached, no referrer (the link's token is in the address). A form may go to this platform, and the
 * merchant's redirect URL is where submitting it ends.
 */
export function hostedPageHeaders(style: string, redirectUrl: string | null): HeaderSet {
  const policy = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': [styleSource(style)],
    'img-src': ['data:'],
    'form-action': ["'self'", ...(redirectUrl ? [new URL(redirectUrl).origin] : [])],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  };
  return { ...pageHeaders, 'content-security-policy': policyOf(policy), 'cache-control': 'no-store' };
}

/** A file the platform's own pages load (the hosted page's script): never sniffed, no other site's to embed. */
export const ownFileHeaders: HeaderSet = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The web app, page and files alike. Scripts and styles come only from the app's own files (no inline code: the
 * build emits none, and React sets styles through the DOM, which CSP allows). The browser talks to the issuer for
 * discovery and the token exchange; an external issuer may also host the users' pictures (the sandbox's are data:
 * URLs). Workers come from the app's files (pdf.js), or from a blob: URL for HEIC conversion (heic-to's CSP build
 * starts its worker that way instead of evaluating code). Its own browsing context group, and HSTS behind HTTPS.
 * Caching is the web app's own (`serveWebApp`).
 */
export function webAppHeaders(identity: IdentityConfig, publicUrl: string): HeaderSet {
  const issuerOrigin = new URL(identity.issuer).origin;
  const external = identity.kind === 'external' ? [issuerOrigin] : [];
  const https = new URL(publicUrl).protocol === 'https:';
  const policy = {
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
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return {
    ...pageHeaders,
    'content-security-policy': policyOf(policy),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Sets a header set on every answer below it, once its handler has answered (replacing what the handler set). */
export function withHeaders(
  headers: HeaderSet | ((c: Context<PlatformEnv>) => HeaderSet),
): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    await next();
    const set = typeof headers === 'function' ? headers(c) : headers;
    for (const [name, value] of Object.entries(set)) c.res.headers.set(name, value);
  };
}
