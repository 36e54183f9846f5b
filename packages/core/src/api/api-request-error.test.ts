import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error.ts';
import { isApiRequestError } from './is-api-request-error.ts';

describe('ApiRequestError', () => {
  it("carries the status and the server's error shape and describes it in the user's language", () => {
    const body = { code: 409, message: 'Merchant exists', details: [{ field: 'displayName', message: 'taken' }] };
    const error = new ApiRequestError('createMerchant', { status: 409, body });
    expect(error.status).toBe(409);
    expect(error.error).toEqual(body);
    expect(error.describe('en').message).toBe('Merchant exists, taken');
  });

  it('keeps a body that is not the error shape out of `error`', () => {
    const error = new ApiRequestError('getMerchant', { status: 502, body: '<html>Bad Gateway</html>' });
    expect(error.error).toBeUndefined();
    expect(error.describe('en').message).toBe('Something went wrong, please refresh your page');
  });

  it('describes a cancelled request as cancelled by the user', () => {
    expect(new ApiRequestError('getMerchant', { cancelled: true }).describe('en')).toEqual({
      title: 'Canceled',
      message: 'Request canceled by user',
    });
  });

  it('is told apart from other failures without the class', () => {
    expect(isApiRequestError(new ApiRequestError('getMerchant', { status: 404 }))).toBe(true);
    expect(isApiRequestError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiRequestError({ name: 'ApiRequestError' })).toBe(false);
  });
});
