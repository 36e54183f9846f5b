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
  'STATEMENT_TIMEOUT',
]);

/**
 * SQLSTATEs of a server that cannot take the statement now: connection exceptions (class 08), shutting down or
 * starting up (57P01-57P03), too many connections (53300), not accepting connections (55000, as a server in
 * recovery answers), and a statement cancelled by the connection's statement timeout (57014).
 */
const unavailableStates = /^(08...|57P01|57P02|57P03|53300|55000|57014)$/;

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
