import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { findDemoAccountById } from './demo-accounts.ts';
import type { IdentityCheck } from './identity-check.ts';
import { cliClientId, webClientId } from './oidc-clients.ts';

/** Tokens of the embedded provider: its own public key, either client, and the demo account's ops flag. */
export function embeddedIdentityCheck(issuer: string, publicKey: JWK): IdentityCheck {
  const keys = createLocalJWKSet({ keys: [publicKey] });
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: [webClientId, cliClientId],
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload;
    },
    // By the account (`sub`), not the e-mail alone: a merchant user is never ops staff, whatever address it has.
    isOpsStaff(claims) {
      const account = typeof claims.sub === 'string' ? findDemoAccountById(claims.sub) : undefined;
      return account?.opsStaff === true && account.email === claims.email;
    },
  };
}
