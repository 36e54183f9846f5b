import type { MiddlewareHandler } from 'hono';
import type { PlatformEnv } from './platform-env.ts';

/**
 * The headers of every API answer: never stored by a browser or a shared cache (answers hold personal and money
 * data, per caller), never sniffed into another type (a downloaded file is what its content type says).
 */
export function apiAnswerHeaders(): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
    c.res.headers.set('x-content-type-options', 'nosniff');
  };
}
