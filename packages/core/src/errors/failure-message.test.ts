import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { ActionRefusal } from '../actions/action-refusal.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { failureMessage } from './failure-message.ts';

const en = { t: i18nObject('en'), locale: 'en' as const };
const nl = { t: i18nObject('nl'), locale: 'nl' as const };
const refused = new ApiRequestError('createPayoutRequest', {
  status: 409,
  body: { code: 409, message: 'Seller is not active', details: [] },
});
const broken = new ApiRequestError('createPayoutRequest', { status: 503, body: { code: 503, message: 'Down' } });
const fallback = 'Error: Failed to request payout';

describe('failureMessage', () => {
  it("says an action's refusal in its own words, in the user's language", () => {
    const refusal = new ActionRefusal('validation.selectMerchant');
    expect(failureMessage(refusal, en)).toBe('Please select a merchant and try again');
    expect(failureMessage(refusal, en, { fallback })).toBe('Please select a merchant and try again');
    expect(failureMessage(refusal, nl)).not.toBe(failureMessage(refusal, en));
  });

  it('names the first invalid parameter where no form points at it', () => {
    const cause = { issues: [{ path: ['sellers', 0, 'amount'], message: 'Too small' }] };
    const refusal = new ActionRefusal('validation.correctFormErrors', { cause });
    expect(failureMessage(refusal, en, { namesInvalidParameter: true })).toMatch(/ \(sellers\.0\.amount: Too small\)$/);
    expect(failureMessage(refusal, en)).not.toContain('amount');
  });

  it("says a failed call's own message, after the operation's words when the server refused", () => {
    expect(failureMessage(refused, en)).toBe('Seller is not active');
    expect(failureMessage(refused, en, { fallback })).toBe(`${fallback} Seller is not active`);
    expect(failureMessage(broken, en, { fallback })).toBe(fallback);
  });

  it("says 'Something went wrong' about anything else, unless the caller tells the error's own message", () => {
    expect(failureMessage(new TypeError('x is undefined'), en)).toBe(en.t.errors.somethingWentWrong());
    expect(failureMessage(new TypeError('x is undefined'), en, { fallback })).toBe(fallback);
    expect(failureMessage(new Error('No such file'), en, { saysUnexpected: true })).toBe('No such file');
  });
});
