import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { kycProviderSecrets } from '../../../db/schema/index.ts';

/** How far a callback's timestamp may be from the platform's clock: older ones are replays or stuck in a queue. */
export const callbackToleranceSeconds = 300;

/** The hex HMAC-SHA256 of `{timestamp}.{body}`: what the provider sends as `X-Provider-Signature`. */
export function signCallback(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Whether `signature` is the body's, compared in constant time. */
export function signatureMatches(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(signCallback(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The provider's shared secret: made on first use and kept with the data, so every platform process agrees. */
export async function providerSecret(db: Queryable, provider: string): Promise<string> {
  await db
    .insert(kycProviderSecrets)
    .values({ provider, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(kycProviderSecrets).where(eq(kycProviderSecrets.provider, provider));
  if (!row) throw new Error(`no secret for the KYC provider ${provider}`);
  return row.secret;
}
