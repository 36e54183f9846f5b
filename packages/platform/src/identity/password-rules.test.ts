import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { newPasswordProblems } from './password-rules.ts';

const en = i18nObject('en');
const nl = i18nObject('nl');
const user = { username: 'anna.b', email: 'anna@shop.example' };

describe('a new password', () => {
  it('is accepted when long enough, free of the names and typed the same twice', () => {
    expect(newPasswordProblems({ ...user, password: 'paarden-stal-42', confirmation: 'paarden-stal-42' }, en)).toEqual(
      [],
    );
  });

  it('says every problem, in the reader’s language', () => {
    expect(newPasswordProblems({ ...user, password: 'anna!', confirmation: 'anna?' }, en)).toEqual([
      'The password needs at least 12 characters',
      'The password cannot contain your username or e-mail address',
      'The two passwords are not the same',
    ]);
    expect(newPasswordProblems({ ...user, password: 'x'.repeat(129), confirmation: 'x'.repeat(129) }, nl)).toEqual([
      'Het wachtwoord mag hoogstens 128 tekens hebben',
    ]);
  });

  it('is stored as a salted scrypt hash that only the same password matches', async () => {
    const stored = await hashPassword('paarden-stal-42');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toBe(await hashPassword('paarden-stal-42'));
    expect(await verifyPassword('paarden-stal-42', stored)).toBe(true);
    expect(await verifyPassword('paarden-stal-43', stored)).toBe(false);
    expect(await verifyPassword('paarden-stal-42', 'bcrypt$whatever')).toBe(false);
  });
});
