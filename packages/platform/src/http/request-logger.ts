import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from './logger.ts';
import type { PlatformEnv } from './platform-env.ts';
import { redactedPath } from './redact-path.ts';

/** One log line per request: request id, the caller's e-mail, method, route, path (its secrets redacted), status and duration. */
export function requestLogger(logger: Logger): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get('requestId'),
      user: c.get('caller')?.email,
      method: c.req.method,
      route: routePath(c),
      path: redactedPath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
