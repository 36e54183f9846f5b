import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiMessages } from './api-messages.ts';
import { bodyTooLarge } from './api-problem.ts';

/** The largest JSON or form body a call takes: a bulk call of 10,000 codes is a few hundred kB. */
export const maxJsonBodyBytes = 1024 * 1024;

const bodyLimitJson = bodyLimit({
  maxSize: maxJsonBodyBytes,
  onError: () => {
    throw bodyTooLarge(apiMessages.bodyTooLarge);
  },
});

/**
 * Refuses a body over 1 MB with 413 before it is read into memory. Uploads (multipart) have their own, larger
 * limit on their routes (`limitUploadBody`).
 */
export function limitBody(): MiddlewareHandler {
  return (c, next) =>
    c.req.header('content-type')?.startsWith('multipart/form-data') ? next() : bodyLimitJson(c, next);
}
