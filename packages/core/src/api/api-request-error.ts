import type { Locales } from '@ops/locales';
import type { ApiError } from '../contract/error.ts';
import { describeFailure, type FailureDescription, type RequestFailure } from '../errors/describe-failure.ts';
import { readApiError } from './read-api-error.ts';

/**
 * A call that did not succeed: the server answered non-2xx, the user cancelled it, or no answer arrived.
 * `describe` turns it into the translated title and message of spec section 8.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The contract route that failed. */
  readonly routeId: string;
  readonly failure: RequestFailure;
  /** The HTTP status of the answer, when one arrived. */
  readonly status: number | undefined;
  /** The answer in the contract's error shape, when it was one. */
  readonly error: ApiError | undefined;

  constructor(routeId: string, failure: RequestFailure, options?: ErrorOptions) {
    const error = readApiError(failure.body);
    super(
      `${routeId} failed${failure.status ? ` with ${failure.status}` : ''}: ${error?.message ?? 'no error body'}`,
      options,
    );
    this.routeId = routeId;
    this.failure = failure;
    this.status = failure.status;
    this.error = error;
  }

  describe(locale: Locales): FailureDescription {
    return describeFailure(this.failure, locale);
  }
}
