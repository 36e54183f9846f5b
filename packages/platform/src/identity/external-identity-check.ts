import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { IdentityCheck } from './identity-check.ts';

export interface ExternalIdentityOptions {
  issuer: string;
  clientId: string;
  /** E-mail domains (or Google Workspace `hd` domains) of ops staff. */
  allowedDomains: string[];
}

/**
 * Tokens of the workspace's identity provider: keys from the JWKS its discovery document names, the
 * configured client as audience, and ops staff being anyone of the allowed workspace domains.
 */
export function externalIdentityCheck({ issuer, clientId, allowedDomains }: ExternalIdentityOptions): IdentityCheck {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const loadKeys = () => {
    keys ??= discoverJwks(issuer).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, await loadKeys(), {
        issuer,
        audience: clientId,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return payload;
    },
    isOpsStaff(claims) {
      const domain = typeof claims.email === 'string' ? claims.email.split('@').pop()?.toLowerCase() : undefined;
      const verifiedDomain = claims.email_verified === true ? domain : undefined;
      const hostedDomain = typeof claims.hd === 'string' ? claims.hd.toLowerCase() : undefined;
      return [verifiedDomain, hostedDomain].some((candidate) => candidate && allowedDomains.includes(candidate));
    },
  };
}

/** Thrown when the issuer's discovery document cannot be had: a server-side problem, not the caller's. */
export class IssuerUnavailableError extends Error {
  override name = 'IssuerUnavailableError';
}

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  return createRemoteJWKSet(new URL(await jwksUriOf(issuer, 5000)));
}

/** Whether the issuer's discovery document can be had within `timeoutMs` (the readiness probe's question). */
export function issuerAnswers(issuer: string, timeoutMs: number): Promise<boolean> {
  return jwksUriOf(issuer, timeoutMs).then(
    () => true,
    () => false,
  );
}

/** The JWKS address the issuer's discovery document names; an `IssuerUnavailableError` when it cannot be had. */
async function jwksUriOf(issuer: string, timeoutMs: number): Promise<string> {
  const discoveryUrl = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new IssuerUnavailableError(`cannot reach ${discoveryUrl}`, { cause });
  }
  if (!response.ok) throw new IssuerUnavailableError(`${discoveryUrl} answered ${response.status}`);
  const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (discovery.issuer !== issuer) {
    throw new IssuerUnavailableError(`${discoveryUrl} names issuer '${discovery.issuer}', not '${issuer}'`);
  }
  if (typeof discovery.jwks_uri !== 'string') throw new IssuerUnavailableError(`${discoveryUrl} has no jwks_uri`);
  return discovery.jwks_uri;
}
