import { describe, expect, it } from 'vitest';
import { cliLocale } from './cli-locale.ts';

describe('the cli language', () => {
  it('is OPS_LANG first, else Dutch for a Dutch system locale, else English', () => {
    expect(cliLocale({ OPS_LANG: 'nl', LANG: 'en_US.UTF-8' })).toBe('nl');
    expect(cliLocale({ OPS_LANG: 'EN', LANG: 'nl_NL.UTF-8' })).toBe('en');
    expect(cliLocale({ LANG: 'nl_BE.UTF-8' })).toBe('nl');
    expect(cliLocale({ LC_ALL: 'nl', LANG: 'en_GB' })).toBe('nl');
    expect(cliLocale({ LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(cliLocale({})).toBe('en');
  });
});
