import { describe, expect, it } from 'vitest';
import { newCode } from './codes.ts';

describe('newCode', () => {
  it('makes a prefix and 12 characters of Crockford base 32, different each time across pool refills', () => {
    const codes = Array.from({ length: 1_000 }, () => newCode('AH'));
    for (const code of codes) expect(code).toMatch(/^AH-[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
