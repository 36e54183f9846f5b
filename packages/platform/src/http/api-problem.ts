import type { ApiError, ErrorDetail } from '@ops/core/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiMessages } from './api-messages.ts';

/** A refusal a handler or middleware throws; the error handler answers it in the contract's error shape. */
export class ApiProblem extends Error {
  override name = 'ApiProblem';
  readonly status: ContentfulStatusCode;
  readonly body: ApiError;
  readonly headers: Record<string, string> = {};

  constructor(
    status: ContentfulStatusCode,
    message: string,
    details: ErrorDetail[] = [],
    code: ApiError['code'] = status,
  ) {
    super(message);
    this.status = status;
    this.body = { code, message, details };
  }
}

export function badRequest(message: string, details: ErrorDetail[] = []): ApiProblem {
  return new ApiProblem(400, message, details);
}

/** 401: no identity token, or one that does not check out. Why is logged, not told. */
export function unauthorized(): ApiProblem {
  const problem = new ApiProblem(401, apiMessages.unauthorized);
  problem.headers['www-authenticate'] = 'Bearer';
  return problem;
}

export function forbidden(message: string, code: ApiError['code'] = 403): ApiProblem {
  return new ApiProblem(403, message, [], code);
}

export function notFound(message = apiMessages.notFound): ApiProblem {
  return new ApiProblem(404, message);
}

export function conflict(message = apiMessages.conflict, details: ErrorDetail[] = []): ApiProblem {
  return new ApiProblem(409, message, details);
}

/**
 * A body over its limit, refused before it is read: the unread rest stays on the connection, so the answer closes
 * it and the client does not send its next request down the same socket.
 */
export function bodyTooLarge(message: string): ApiProblem {
  const problem = new ApiProblem(413, message, [{ field: 'body', message }]);
  problem.headers.connection = 'close';
  return problem;
}
