import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWK } from 'jose';
import type { IdentityConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../http/logger.ts';
import { demoAccountClaims } from './demo-account-claims.ts';
import { limitDeviceCodeEntry } from './device-code-limit.ts';
import { embeddedIdentityCheck } from './embedded-identity-check.ts';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded-provider.ts';
import { endedSessionsOf } from './ended-sessions.ts';
import { withEndedSessions } from './ended-sessions-check.ts';
import { externalIdentityCheck, issuerAnswers } from './external-identity-check.ts';
import { createIdTokenSigner, type IdTokenSigner } from './id-token-signer.ts';
import type { IdentityCheck } from './identity-check.ts';
import { loadEmbeddedProviderSecrets } from './identity-secrets.ts';
import { deleteExpiredOidcModels } from './oidc-adapter.ts';
import { providerRequestHandler } from './provider-request-handler.ts';
import { withVerifiedTokenCache } from './verified-token-cache.ts';

/** The sandbox's own identity provider, present only when no OIDC_ISSUER is configured. */
export interface EmbeddedIdentity {
  issuer: string;
  provider: EmbeddedProvider;
  signIdToken: IdTokenSigner;
  handleProviderRequest(request: IncomingMessage, response: ServerResponse): void;
}

export interface PlatformIdentity {
  check: IdentityCheck;
  embedded: EmbeddedIdentity | undefined;
  /** Whether tokens can be checked within `timeoutMs`: an external issuer answers (the embedded one always does). */
  answers(timeoutMs: number): Promise<boolean>;
}

export interface IdentityOptions {
  config: IdentityConfig;
  publicUrl: string;
  database: Database;
  logger: Logger;
  /** Believe X-Forwarded-Proto and -Host (`OPS_TRUST_PROXY`). */
  trustProxy: boolean;
}

export async function createPlatformIdentity({
  config,
  publicUrl,
  database,
  logger,
  trustProxy,
}: IdentityOptions): Promise<PlatformIdentity> {
  if (config.kind === 'external') {
    return {
      check: withVerifiedTokenCache(externalIdentityCheck(config)),
      embedded: undefined,
      answers: (timeoutMs) => issuerAnswers(config.issuer, timeoutMs),
    } satisfies PlatformIdentity;
  }
  const secrets = await loadEmbeddedProviderSecrets(database);
  await deleteExpiredOidcModels(database);
  const claimsOf = demoAccountClaims(database.db, config.rolesClaim);
  const provider = createEmbeddedProvider({
    issuer: config.issuer,
    publicUrl,
    database,
    secrets,
    logger,
    trustProxy,
    claimsOf,
    rolesClaim: config.rolesClaim,
  });
  const { kty, n, e, kid, alg, use } = secrets.signingKey;
  const embedded: EmbeddedIdentity = {
    issuer: config.issuer,
    provider,
    signIdToken: createIdTokenSigner(config.issuer, secrets.signingKey, claimsOf),
    handleProviderRequest: providerRequestHandler(
      provider,
      logger,
      config.issuer,
      limitDeviceCodeEntry(database, trustProxy, logger),
    ),
  };
  const publicKey: JWK = { kty, n, e, kid, alg, use };
  return {
    check: withEndedSessions(
      withVerifiedTokenCache(embeddedIdentityCheck(config.issuer, publicKey)),
      endedSessionsOf(database),
    ),
    embedded,
    answers: async () => true,
  } satisfies PlatformIdentity;
}
