import { describe, expect, it } from 'vitest';
import { initialsOf, sessionUserFromClaims } from './session-user.ts';

describe('sessionUserFromClaims', () => {
  it('keeps the name, given and family name, e-mail, picture and expiry of the identity token', () => {
    expect(
      sessionUserFromClaims({
        sub: 'u-1',
        email: 'ops@sandbox.test',
        name: 'Olivia Ops',
        given_name: 'Olivia',
        family_name: 'Ops',
        picture: 'data:image/svg+xml,x',
        exp: 1_900_000_000,
        nonce: 'n',
      }),
    ).toEqual({
      email: 'ops@sandbox.test',
      name: 'Olivia Ops',
      givenName: 'Olivia',
      familyName: 'Ops',
      picture: 'data:image/svg+xml,x',
      exp: 1_900_000_000,
    });
  });

  it('leaves out blank profile claims and refuses a token without e-mail or expiry', () => {
    expect(sessionUserFromClaims({ email: 'a@b.test', exp: 1, name: ' ' })).toEqual({ email: 'a@b.test', exp: 1 });
    expect(sessionUserFromClaims({ exp: 1 })).toBeUndefined();
    expect(sessionUserFromClaims({ email: 'a@b.test' })).toBeUndefined();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the given and family name, else of the name, else of the e-mail', () => {
    expect(initialsOf({ email: 'x@y.test', givenName: 'olivia', familyName: 'Ops' })).toBe('OO');
    expect(initialsOf({ email: 'x@y.test', name: 'Sven van der Support' })).toBe('SV');
    expect(initialsOf({ email: 'mila@y.test' })).toBe('M');
  });
});
