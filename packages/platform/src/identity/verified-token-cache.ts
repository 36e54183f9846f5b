import type { JWTPayload } from 'jose';
import type { IdentityCheck } from './identity-check.ts';

export interface VerifiedTokenCacheOptions {
  /** The most tokens kept; past it the least recently used goes. */
  maxTokens?: number;
  now?: () => number;
}

/**
 * An identity check that checks each token once, not on every request: a token whose signature, issuer, audience
 * and expiry checked out is answered from memory until its `exp` (or `nbf` not yet reached: checked again), the
 * least recently used dropped past `maxTokens`. The key is the whole token, signature included, so only the very
 * bytes that were checked are trusted. Requests arriving together with a new token wait on one check; a refused
 * token is not kept.
 */
export function withVerifiedTokenCache(check: IdentityCheck, options: VerifiedTokenCacheOptions = {}): IdentityCheck {
  const { maxTokens = 1_000, now = Date.now } = options;
  const verified = new Map<string, JWTPayload>();
  const checking = new Map<string, Promise<JWTPayload>>();
  const stillValid = (claims: JWTPayload) => {
    const seconds = now() / 1000;
    return (
      typeof claims.exp === 'number' &&
      seconds < claims.exp &&
      !(typeof claims.nbf === 'number' && seconds < claims.nbf)
    );
  };
  return {
    async verify(token) {
      const known = verified.get(token);
      verified.delete(token);
      if (known && stillValid(known)) {
        verified.set(token, known);
        return known;
      }
      let pending = checking.get(token);
      if (!pending) {
        pending = check.verify(token).finally(() => checking.delete(token));
        checking.set(token, pending);
      }
      const claims = await pending;
      if (stillValid(claims)) {
        verified.set(token, claims);
        for (const oldest of verified.keys()) {
          if (verified.size <= maxTokens) break;
          verified.delete(oldest);
        }
      }
      return claims;
    },
    isOpsStaff: (claims) => check.isOpsStaff(claims),
  };
}
