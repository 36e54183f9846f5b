import type { ApiError } from '@ops/core/contract';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiMessages } from './api-messages.ts';
import { ApiProblem, conflict, notFound } from './api-problem.ts';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable.ts';
import type { Logger } from './logger.ts';
import type { PlatformEnv } from './platform-env.ts';

const uniqueViolation = '23505';

/**
 * Answers every failure in the contract's error shape. Only refusals the platform means to make
 * reach the caller; anything else is logged here and answered as a bare 500, never with a stack or SQL.
 */
export function errorHandler(logger: Logger): ErrorHandler<PlatformEnv> {
  return (error, c) => {
    const problem = knownProblem(error);
    if (problem) return c.json(problem.body, problem.status, problem.headers);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ requestId: c.get('requestId'), err: error }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return c.json(unavailable.body, unavailable.status, unavailable.headers);
    }
    logger.error({ requestId: c.get('requestId'), err: error }, 'unexpected error');
    return c.json({ code: 500, message: apiMessages.internalServerError, details: [] } satisfies ApiError, 500);
  };
}

/** Unknown paths (every unknown `/api/` path included) answer 404 in the error shape. */
export const answerNotFound: NotFoundHandler<PlatformEnv> = (c) => {
  const problem = notFound();
  return c.json(problem.body, problem.status);
};

function knownProblem(error: unknown): ApiProblem | undefined {
  if (error instanceof ApiProblem) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiProblem(error.status, error.message || apiMessages.badRequest);
  }
  if (postgresErrorCode(error) === uniqueViolation) return conflict();
  return undefined;
}

/** The SQLSTATE of a database error, wherever drizzle wrapped it. */
function postgresErrorCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
