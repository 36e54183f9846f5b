import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database, Queryable, Transaction } from '../db/database.ts';
import { identitySecrets } from '../db/schema/index.ts';

export interface EmbeddedProviderSecrets {
  /** RS256 private key signing identity tokens; its public half is published at the JWKS endpoint. */
  signingKey: JWK & { kid: string; alg: 'RS256'; use: 'sig' };
  /** Keys signing the provider's cookies. */
  cookieKeys: string[];
}

const secretsName = 'embedded-provider';

/**
 * The embedded provider's secrets, generated on first start and kept in the database so identity
 * tokens and sign-in sessions survive a restart, and several processes sign with the same key.
 */
export async function loadEmbeddedProviderSecrets(database: Database): Promise<EmbeddedProviderSecrets> {
  const stored = await readSecrets(database.db);
  if (stored) return stored;
  const generated = await generateSecrets();
  return database.transaction(async (tx) => {
    // When two processes start at once, the first insert wins and both read the same secrets.
    await tx.insert(identitySecrets).values({ name: secretsName, value: generated }).onConflictDoNothing();
    const kept = await readSecrets(tx);
    if (!kept) throw new Error('the embedded provider secrets could not be stored');
    return kept;
  });
}

async function readSecrets(queryable: Queryable | Transaction): Promise<EmbeddedProviderSecrets | undefined> {
  const [row] = await queryable.select().from(identitySecrets).where(eq(identitySecrets.name, secretsName));
  return row?.value as EmbeddedProviderSecrets | undefined;
}

async function generateSecrets(): Promise<EmbeddedProviderSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    signingKey: { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
}
