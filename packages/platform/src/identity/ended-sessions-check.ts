import { errors } from 'jose';
import type { EndedSessions } from './ended-sessions.ts';
import type { IdentityCheck } from './identity-check.ts';

/**
 * An identity check that refuses a token of an account whose sessions an admin ended after it was issued (its `iat`
 * at or before the end; a token of that very second too, since `iat` has no finer grain). It wraps the verified-token
 * cache, so a token the cache still holds is refused as well. The refusal is a JOSE claim error: the caller gets 401.
 */
export function withEndedSessions(check: IdentityCheck, ended: EndedSessions): IdentityCheck {
  return {
    async verify(token) {
      const claims = await check.verify(token);
      const endedAt = typeof claims.sub === 'string' ? await ended.endedAt(claims.sub) : undefined;
      if (endedAt !== undefined && (typeof claims.iat !== 'number' || claims.iat <= endedAt)) {
        throw new errors.JWTClaimValidationFailed('the session was ended', claims, 'iat', 'check_failed');
      }
      return claims;
    },
    isOpsStaff: (claims) => check.isOpsStaff(claims),
  };
}
