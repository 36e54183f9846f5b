import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import type { Logger } from '../http/logger.ts';
import { renderMessagePage } from './pages/message-page.ts';
import { pageTexts } from './pages/page-locale.ts';
import { minutesToWait, takeGuess } from './sign-in-limits.ts';

/** Requests whose device code was wrong (or missing): the code entry page marks them as it shows the error. */
const wrongCodes = new WeakSet<IncomingMessage>();

export const markWrongDeviceCode = (request: IncomingMessage) => wrongCodes.add(request);

/** The code entry form's submission (below the provider's mount path): `POST /device`. */
const isDeviceCodeEntry = (request: IncomingMessage) =>
  request.method === 'POST' && (request.url ?? '').split('?')[0] === '/device';

/**
 * Limits wrong device codes per address (`sign-in-limits.ts`) in front of the provider: over the limit the entry
 * answers 429 with Retry-After and the provider never sees the code; an attempt the page did not mark wrong stops
 * counting once answered. Any other request is served at once.
 */
export function limitDeviceCodeEntry(database: Database, trustProxy: boolean, logger: Logger) {
  return (request: IncomingMessage, response: ServerResponse, serve: () => void): void => {
    if (!isDeviceCodeEntry(request)) {
      serve();
      return;
    }
    takeGuess(database, 'deviceCode', { address: clientAddress(request, trustProxy) }).then(
      (guess) => {
        if (guess.refused) {
          tooManyAttempts(request, response, guess.retryAfterSeconds);
          return;
        }
        response.on('finish', () => {
          if (wrongCodes.has(request)) return;
          guess.succeeded().catch((error: unknown) => logger.error({ err: error }, 'device code count not given back'));
        });
        serve();
      },
      (error: unknown) => {
        logger.error({ err: error }, 'device code attempt not counted');
        response.writeHead(503, { 'retry-after': '5', 'content-type': 'text/plain; charset=utf-8' });
        response.end('Service unavailable');
      },
    );
  };
}

function tooManyAttempts(request: IncomingMessage, response: ServerResponse, retryAfterSeconds: number): void {
  const { locale, t } = pageTexts(request.headers['accept-language']);
  const page = renderMessagePage({
    locale,
    t,
    title: t.platform.tooManyAttemptsTitle(),
    message: t.platform.tooManyAttempts({ minutes: minutesToWait(retryAfterSeconds) }),
    isError: true,
  });
  response.writeHead(429, { 'retry-after': String(retryAfterSeconds), 'content-type': 'text/html; charset=utf-8' });
  response.end(page);
}
