import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { IdentityConfig } from '../config.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import { webAppHeaders, withHeaders } from '../http/security-headers.ts';

export interface WebAppOptions {
  distDir: string;
  identity: IdentityConfig;
  publicUrl: string;
}

/** Built files carry their content hash in the name, so they never change; everything else is revalidated. */
const hashedAsset = /^\/assets\//;

/** A request for a file of the build (a script, style, image...), never a route of the app. */
const builtFile = /^\/assets\/|\.(js|mjs|css|map|json|webmanifest|png|svg|ico|txt)$/;

/**
 * Serves the built PWA with its security headers: real files as they are, every other non-API path that is not
 * a file as index.html so the client-side router decides (including its Page not found screen).
 */
export function serveWebApp(app: PlatformApp, { distDir, identity, publicUrl }: WebAppOptions): void {
  const indexFile = join(distDir, 'index.html');
  const headers = webAppHeaders(identity, publicUrl);
  // Mounted after the API, identity and sandbox routes, so only what the web app serves gets these headers; the
  // caching lets a new version reach users.
  app.use(
    '/*',
    withHeaders((c) => {
      const immutable = c.res.ok && hashedAsset.test(c.req.path);
      return { ...headers, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' };
    }),
  );
  // The build's brotli and gzip copies (made by the web build) go to browsers that accept them.
  app.use('/*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c) => {
    // A missing file of an older build answers 404, not the page: a browser running that build then reports a
    // failed load (and the app offers a reload) instead of choking on HTML served as a script.
    if (builtFile.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built: run npm start (or pnpm --filter @ops/web build).', 503);
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
