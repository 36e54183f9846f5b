import type { JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import type { IdentityCheck } from './identity-check.ts';
import { withVerifiedTokenCache } from './verified-token-cache.ts';

/** A check that knows tokens by name and counts how often it was asked. */
function countingCheck(tokens: Record<string, JWTPayload>) {
  const asked: string[] = [];
  const check: IdentityCheck = {
    async verify(token) {
      asked.push(token);
      const claims = tokens[token];
      if (!claims) throw new Error(`refused ${token}`);
      return claims;
    },
    isOpsStaff: (claims) => claims.email === 'ops@sandbox.test',
  };
  return { check, asked };
}

describe('verified token cache', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const expiresIn = (seconds: number): JWTPayload => ({ email: 'ops@sandbox.test', exp: clock / 1000 + seconds });

  it('checks a token once until it expires, then checks it again and refuses it as the check does', async () => {
    const claims = expiresIn(60);
    const { check, asked } = countingCheck({ a: claims });
    const cached = withVerifiedTokenCache(check, { now });
    await Promise.all([cached.verify('a'), cached.verify('a'), cached.verify('a')]);
    expect(await cached.verify('a')).toEqual(claims);
    expect(asked).toEqual(['a']);
    clock += 60_000;
    await cached.verify('a');
    expect(asked).toEqual(['a', 'a']);
    expect(cached.isOpsStaff(claims)).toBe(true);
  });

  it('keeps no refused token, and a token without exp is checked every time', async () => {
    const { check, asked } = countingCheck({ forever: { email: 'ops@sandbox.test' } });
    const cached = withVerifiedTokenCache(check, { now });
    await expect(cached.verify('forged')).rejects.toThrow('refused forged');
    await expect(cached.verify('forged')).rejects.toThrow('refused forged');
    await cached.verify('forever');
    await cached.verify('forever');
    expect(asked).toEqual(['forged', 'forged', 'forever', 'forever']);
  });

  it('drops the least recently used token past its size', async () => {
    const { check, asked } = countingCheck({ a: expiresIn(60), b: expiresIn(60), c: expiresIn(60) });
    const cached = withVerifiedTokenCache(check, { now, maxTokens: 2 });
    for (const token of ['a', 'b', 'a', 'c', 'a', 'b']) await cached.verify(token);
    expect(asked).toEqual(['a', 'b', 'c', 'b']);
  });
});
