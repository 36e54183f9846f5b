import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { signInRateCounts } from '../db/schema/index.ts';

/** Where a person's secret can be guessed. */
export type GuessPlace = 'password' | 'passwordReset' | 'hostedOnboarding' | 'deviceCode';

/** Failed attempts are counted in fixed windows of this length. */
export const guessWindowSeconds = 15 * 60;

/**
 * Failed attempts allowed per window: per client address, and per account where the place knows one (a password
 * sign-in's typed username or e-mail). Enough for an honest person who mistypes a few times, or an office behind one
 * address; far too few to guess a password, a 256-bit link or a device code.
 */
export const guessLimits: Record<GuessPlace, { address: number; account?: number }> = {
  password: { address: 50, account: 10 },
  passwordReset: { address: 20 },
  hostedOnboarding: { address: 20 },
  deviceCode: { address: 20 },
};

export type GuessTicket =
  | { refused: false /** The attempt was not a failed guess: it stops counting. */; succeeded(): Promise<void> }
  | { refused: true; retryAfterSeconds: number };

const keyOf = (place: GuessPlace, kind: 'address' | 'account', value: string) =>
  createHash('sha256').update(`${place}\n${kind}\n${value.toLowerCase()}`).digest('base64url');

/**
 * Counts one attempt at the place for the address (and account) before the secret is checked, in one upsert so
 * concurrent attempts and other platform processes on the database share the count. Over a limit the attempt is
 * refused and nothing but the count was written; otherwise the caller calls `succeeded()` when the secret was right,
 * so only failed attempts stay counted. Counts of past windows are deleted on the way.
 */
export async function takeGuess(
  database: Database,
  place: GuessPlace,
  subjects: { address: string; account?: string },
  now = new Date(),
): Promise<GuessTicket> {
  const windowMs = guessWindowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const limits = guessLimits[place];
  const counted = new Map([[keyOf(place, 'address', subjects.address), limits.address]]);
  if (limits.account !== undefined && subjects.account) {
    counted.set(keyOf(place, 'account', subjects.account), limits.account);
  }
  const keys = [...counted.keys()];
  const rows = await database.transaction(async (tx) => {
    await tx.delete(signInRateCounts).where(lt(signInRateCounts.windowStart, windowStart));
    return tx
      .insert(signInRateCounts)
      .values(keys.map((key) => ({ key, windowStart, attempts: 1 })))
      .onConflictDoUpdate({
        target: [signInRateCounts.key, signInRateCounts.windowStart],
        set: { attempts: sql`${signInRateCounts.attempts} + 1` },
      })
      .returning({ key: signInRateCounts.key, attempts: signInRateCounts.attempts });
  });
  if (rows.some((row) => row.attempts > (counted.get(row.key) ?? 0))) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    return { refused: true, retryAfterSeconds };
  }
  return {
    refused: false,
    succeeded: () =>
      database.transaction(async (tx) => {
        await tx
          .update(signInRateCounts)
          .set({ attempts: sql`greatest(${signInRateCounts.attempts} - 1, 0)` })
          .where(and(inArray(signInRateCounts.key, keys), eq(signInRateCounts.windowStart, windowStart)));
      }),
  };
}

/** Whole minutes to wait, for the message: at least one. */
export const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));
