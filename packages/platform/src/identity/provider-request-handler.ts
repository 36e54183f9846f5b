import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../http/logger.ts';
import { redactedPath } from '../http/redact-path.ts';
import type { limitDeviceCodeEntry } from './device-code-limit.ts';
import type { EmbeddedProvider } from './embedded-provider.ts';
import { interactionBasePath } from './embedded-provider.ts';
import { providerHeaders } from './pages/page-layout.ts';

export const providerMountPath = '/oidc';

/** Whether a request is the embedded provider's own (discovery, authorize, token, device, ...) rather than the platform's. */
export function isProviderRequest(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    (path === providerMountPath || path.startsWith(`${providerMountPath}/`)) &&
    !path.startsWith(`${interactionBasePath}/`)
  );
}

/**
 * Serves the provider at `/oidc` at the Node level, beside Hono: oidc-provider is a Koa application.
 * Like a mounted Express sub-app, it sees the path below the mount and the full URL as `originalUrl`,
 * from which it builds its endpoint URLs. Those are the configured issuer's, never a host the request names:
 * `Host` (and, behind a trusted proxy, `X-Forwarded-Host` and `-Proto`) are set to the issuer's before it reads them.
 */
export function providerRequestHandler(
  provider: EmbeddedProvider,
  logger: Logger,
  issuer: string,
  limitCodeEntry: ReturnType<typeof limitDeviceCodeEntry>,
) {
  const callback = provider.callback();
  const { host, protocol } = new URL(issuer);
  return (request: IncomingMessage, response: ServerResponse): void => {
    request.headers.host = host;
    request.headers['x-forwarded-host'] = host;
    request.headers['x-forwarded-proto'] = protocol.slice(0, -1);
    const startedAt = performance.now();
    const requestId = request.headers['x-request-id']?.toString() || randomUUID();
    response.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(providerHeaders)) response.setHeader(name, value);
    const originalUrl = request.url ?? '/';
    Object.assign(request, { originalUrl });
    request.url = originalUrl.slice(providerMountPath.length) || '/';
    if (request.url.startsWith('?')) request.url = `/${request.url}`;
    response.on('finish', () => {
      logger.info(
        {
          requestId,
          method: request.method,
          route: `${providerMountPath}/*`,
          path: redactedPath(originalUrl),
          status: response.statusCode,
          durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
        },
        'request',
      );
    });
    limitCodeEntry(request, response, () => callback(request, response));
  };
}
