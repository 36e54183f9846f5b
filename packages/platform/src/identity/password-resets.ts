import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/database.ts';
import { merchantUsers, passwordResets } from '../db/schema/index.ts';

/** A password-reset link works for an hour, once. */
export const passwordResetLifetimeMinutes = 60;

/** Where a reset link points: a page of the platform, outside the API. */
export const passwordResetPath = '/password-reset';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new reset link's token for the user (256 random bits); only its hash is stored. Links sent before stop
 * working: the newest e-mail is the one that counts.
 */
export async function issuePasswordReset(
  tx: Transaction,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + passwordResetLifetimeMinutes * 60_000);
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values({ tokenHash: hashOf(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

const usable = (token: string, now: Date) =>
  and(eq(passwordResets.tokenHash, hashOf(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/** The user a reset token opens, while it is unused and unexpired; undefined for any other token. */
export async function userOfPasswordReset(db: Queryable, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: merchantUsers.id, username: merchantUsers.username, email: merchantUsers.email })
    .from(passwordResets)
    .innerJoin(merchantUsers, eq(merchantUsers.id, passwordResets.userId))
    .where(usable(token, now));
  return row;
}

/**
 * Uses the token: marks it used (only if it still is usable, so two submissions cannot both succeed) and sets the
 * user's password. Answers false, writing nothing, when the token no longer works.
 */
export async function completePasswordReset(
  tx: Transaction,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<boolean> {
  const [used] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usable(token, now))
    .returning({ userId: passwordResets.userId });
  if (!used) return false;
  await tx.update(merchantUsers).set({ passwordHash }).where(eq(merchantUsers.id, used.userId));
  return true;
}
