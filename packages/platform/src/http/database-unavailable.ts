import { apiMessages } from './api-messages.ts';
import { ApiProblem } from './api-problem.ts';

/** How long a caller is asked to wait before trying again while the database cannot be reached. */
export const retryAfterSeconds = 5;

/** Socket and driver codes of a connection that could not be made or was lost (postgres.js, Node). */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** SQLSTATEs of a server that cannot take the statement now: connection exceptions, shutting down, starting up. */
const unavailableStates = /^(08...|57P01|57P02|57P03|53300)$/;

/** True when the error (or what drizzle wrapped) says the database cannot be reached, rather than refused the call. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionCodes.has(code) || unavailableStates.test(code))) return true;
  }
  return false;
}

/** 503 with Retry-After: the call did nothing and may be repeated shortly. */
export function databaseUnavailable(): ApiProblem {
  const problem = new ApiProblem(503, apiMessages.serviceUnavailable);
  problem.headers['retry-after'] = String(retryAfterSeconds);
  return problem;
}
