import type { ApiRequestError } from './api-request-error.ts';

/**
 * Whether a failure is a call's `ApiRequestError`, by its name (as ky's own `isHTTPError` does), so code that
 * runs before the first call can tell without loading the class, which loads with the first call.
 */
export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof Error && error.name === 'ApiRequestError';
}
