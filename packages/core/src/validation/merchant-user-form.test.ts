import { describe, expect, it } from 'vitest';
import { checkMerchantUserDraft } from './merchant-user-form.ts';

describe('the merchant user form', () => {
  it('passes a user with an e-mail, or with none', () => {
    expect(checkMerchantUserDraft({ username: ' Anna.B ', email: '', firstName: 'Anna', lastName: 'B' })).toEqual({});
    expect(checkMerchantUserDraft({ email: 'anna@shop.example', firstName: 'Anna', lastName: 'B' })).toEqual({});
  });

  it('names each field that the platform would refuse', () => {
    expect(checkMerchantUserDraft({ username: 'a b', email: 'anna@', firstName: ' ', lastName: '' })).toEqual({
      username: 'invalidUsername',
      email: 'invalidEmail',
      firstName: 'required',
      lastName: 'required',
    });
    expect(checkMerchantUserDraft({ username: '', email: '', firstName: 'A', lastName: 'B' })).toEqual({
      username: 'required',
    });
    expect(checkMerchantUserDraft({ username: 'ab', email: '', firstName: 'A', lastName: 'B' }).username).toBe(
      'invalidUsername',
    );
  });
});
