import type { ApiError, ErrorDetail } from '../contract/error.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isErrorDetail = (value: unknown): value is ErrorDetail =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/**
 * A failed call's body in the contract's error shape, or undefined. Read by hand rather than with
 * `apiErrorSchema`, so a failure never needs zod in a build that does not check answers; a test holds the two
 * to the same verdict.
 */
export function readApiError(body: unknown): ApiError | undefined {
  if (!isRecord(body)) return undefined;
  const { code, message, details } = body;
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  if (typeof message !== 'string' || !Array.isArray(details) || !details.every(isErrorDetail)) return undefined;
  return {
    code,
    message,
    details: details.map(({ field, message: detailMessage }) => ({ field, message: detailMessage })),
  };
}
