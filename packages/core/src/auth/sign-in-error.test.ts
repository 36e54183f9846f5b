import { describe, expect, it } from 'vitest';
import { SignInError, toSignInError } from './sign-in-error.ts';

describe('toSignInError', () => {
  it('reads a fetch without an answer as unreachable, in the wording of browsers and of older DOMs', () => {
    expect(toSignInError(new TypeError('Failed to fetch')).failure).toBe('unreachable');
    expect(toSignInError(new DOMException('connect ECONNREFUSED', 'NetworkError')).failure).toBe('unreachable');
  });

  it("does not mistake oauth4webapi's own argument errors for a network failure", () => {
    const argumentError = Object.assign(new TypeError('"as.issuer" must be a string'), { code: 'ERR_INVALID_ARG' });
    expect(toSignInError(argumentError).failure).toBe('invalid-response');
  });

  it('keeps a SignInError as it is', () => {
    const error = new SignInError('not-started', 'no sign-in');
    expect(toSignInError(error)).toBe(error);
  });
});
