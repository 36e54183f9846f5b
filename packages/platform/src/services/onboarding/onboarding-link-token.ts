import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../../db/database.ts';
import { onboardingLinkSecrets } from '../../db/schema/index.ts';

const secretId = 'links';

/** The key links are signed with: made on first use and kept with the data, so every platform process agrees. */
async function signingKey(db: Queryable): Promise<Uint8Array> {
  await db
    .insert(onboardingLinkSecrets)
    .values({ id: secretId, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(onboardingLinkSecrets).where(eq(onboardingLinkSecrets.id, secretId));
  if (!row) throw new Error('no onboarding link secret');
  return Buffer.from(row.secret, 'base64url');
}

export interface LinkClaims {
  linkId: string;
  accountHolderCode: string;
}

/** A compact JWT (HS256) naming the link and its seller, which expires with the link. */
export async function signLinkToken(db: Queryable, claims: LinkClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(claims.linkId)
    .setSubject(claims.accountHolderCode)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey(db));
}

/** What a token says, once its signature checks out: 'tampered' when it does not, 'expired' when it is late. */
export type TokenReading = { ok: true; claims: LinkClaims } | { ok: false; reason: 'tampered' | 'expired' };

export async function readLinkToken(db: Queryable, token: string, now: Date): Promise<TokenReading> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(db), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['jti', 'sub', 'exp'],
    });
    return { ok: true, claims: { linkId: payload.jti as string, accountHolderCode: payload.sub as string } };
  } catch (error) {
    // jose checks the signature before the expiry: an expired token is a genuine one.
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'tampered' };
  }
}
