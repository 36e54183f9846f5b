import { maxUploadBytes, uploadTooLargeMessage } from '@ops/core/contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiMessages } from './api-messages.ts';
import { bodyTooLarge } from './api-problem.ts';

/** The largest JSON or form body a call takes: a bulk call of 10,000 codes is a few hundred kB. */
export const maxJsonBodyBytes = 1024 * 1024;

/** Room for the multipart envelope around an upload: boundaries, part headers and small text fields. */
const multipartOverhead = 64 * 1024;

const limitJson = bodyLimit({
  maxSize: maxJsonBodyBytes,
  onError: () => {
    throw bodyTooLarge(apiMessages.bodyTooLarge);
  },
});

const limitMultipart = bodyLimit({
  maxSize: maxUploadBytes + multipartOverhead,
  onError: () => {
    throw bodyTooLarge(uploadTooLargeMessage);
  },
});

/**
 * Refuses a body over its limit with 413 before it is read into memory: 1 MB, or for a multipart form (an upload)
 * the file limit and its envelope. A file just over the file limit is refused by the contract with 400.
 * `createApp` mounts it once, before every route Hono serves (the API, the sign-in, password-reset and hosted
 * pages, `/sandbox/*`, `/callbacks/*`); the provider's own endpoints (Koa) keep oidc-provider's limits.
 */
export function limitBody(): MiddlewareHandler {
  return (c, next) =>
    c.req.header('content-type')?.startsWith('multipart/form-data') ? limitMultipart(c, next) : limitJson(c, next);
}
