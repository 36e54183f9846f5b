import { importJWK, type JWK, SignJWT } from 'jose';
import type { DemoAccountClaims } from './demo-account-claims.ts';
import type { DemoAccount } from './demo-accounts.ts';
import { idTokenLifetimeSeconds } from './embedded-provider.ts';
import { webClientId } from './oidc-clients.ts';

export interface IdTokenOptions {
  /** The client the token is for: `ops-web` (default) or `ops-cli`. */
  audience?: string;
  /** Seconds since the epoch; defaults to now. */
  issuedAt?: number;
  lifetimeSeconds?: number;
}

export interface SignedIdToken {
  idToken: string;
  expiresAt: Date;
}

export type IdTokenSigner = (account: DemoAccount, options?: IdTokenOptions) => Promise<SignedIdToken>;

/**
 * Signs identity tokens for the sandbox's scripted sign-in with the embedded provider's own key and
 * claims, so they are indistinguishable from ones the provider issues after a browser sign-in.
 */
export function createIdTokenSigner(
  issuer: string,
  signingKey: JWK & { kid: string },
  claimsOf: DemoAccountClaims,
): IdTokenSigner {
  const keyPromise = importJWK(signingKey, 'RS256');
  return async (account, { audience = webClientId, issuedAt, lifetimeSeconds = idTokenLifetimeSeconds } = {}) => {
    const iat = issuedAt ?? Math.floor(Date.now() / 1000);
    const exp = iat + lifetimeSeconds;
    const idToken = await new SignJWT({ ...(await claimsOf(account)), auth_time: iat })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await keyPromise);
    return { idToken, expiresAt: new Date(exp * 1000) };
  };
}
