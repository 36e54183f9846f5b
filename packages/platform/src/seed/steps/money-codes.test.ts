import { describe, expect, it } from 'vitest';
import { moneyCodes } from './money-codes.ts';

describe('money history codes', () => {
  it('never repeat, within a division or across divisions, and look like the services’ codes', () => {
    const seen = new Set<string>();
    for (const division of [0, 1, 1_473]) {
      const code = moneyCodes(division);
      for (let count = 0; count < 50_000; count += 1) seen.add(code('LT').slice(3));
    }
    expect(seen.size).toBe(150_000);
    expect(moneyCodes(7)('SP')).toMatch(/^SP-[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('are the same for the same division every time', () => {
    const [first, again] = [moneyCodes(42), moneyCodes(42)];
    expect([first('PR'), first('LT')]).toEqual([again('PR'), again('LT')]);
    expect(moneyCodes(43)('PR')).not.toBe(moneyCodes(42)('PR'));
  });
});
