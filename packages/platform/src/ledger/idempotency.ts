import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { badRequest, conflict } from '../http/api-problem.ts';
import { ledgerMessages } from './ledger-messages.ts';
import { selectRows } from './sql-rows.ts';

/** The header's name as the error details name it. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters: a UUID, a ULID or any opaque token the client made up. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** What identifies a money-moving request: its key, route and caller, and a fingerprint of what it asks. */
export interface IdempotentRequest {
  key: string;
  routeId: string;
  callerEmail: string;
  requestHash: string;
}

/** A request's first answer, as it was sent. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export function idempotentRequest(
  key: string,
  routeId: string,
  callerEmail: string,
  request: { params: unknown; body: unknown },
): IdempotentRequest {
  if (!keyPattern.test(key)) {
    throw badRequest(ledgerMessages.idempotencyKeyInvalid(), [
      { field: idempotencyKeyHeader, message: ledgerMessages.idempotencyKeyInvalid() },
    ]);
  }
  const requestHash = createHash('sha256').update(canonicalJson(request)).digest('hex');
  return { key, routeId, callerEmail, requestHash };
}

/** JSON with every object's keys sorted, so the same request hashes the same whatever order its fields came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export type IdempotencyClaim = { keyId: number; replay?: undefined } | { keyId?: undefined; replay: StoredAnswer };

/** What the database's `idempotency_claim` (migration 0013) answers. */
export type ClaimAnswer = { keyId: number } | { replay: StoredAnswer } | { reused: true };

/** A claim that is not ours: the key's first answer, or 409 when the key went with a different request. */
export function claimedBefore(answer: Exclude<ClaimAnswer, { keyId: number }>): { replay: StoredAnswer } {
  if ('reused' in answer) {
    throw conflict(ledgerMessages.idempotencyKeyReused(), [
      { field: idempotencyKeyHeader, message: ledgerMessages.idempotencyKeyReused() },
    ]);
  }
  return answer;
}

/**
 * Claims the key inside the request's transaction, through the database's `idempotency_claim`. On PostgreSQL a
 * concurrent request with the same key waits on the unique index until this transaction ends: if it commits, the
 * other one replays its answer; if it rolls back, the other one goes ahead. A key already used answers its first
 * result, or 409 when the request differs.
 */
export async function claimIdempotencyKey(tx: Transaction, request: IdempotentRequest): Promise<IdempotencyClaim> {
  const [row] = await selectRows<{ claim: string }>(
    tx,
    sql`select idempotency_claim(${request.key}, ${request.routeId}, ${request.callerEmail}, ${request.requestHash})::text as claim`,
  );
  if (!row) throw new Error(`idempotency key ${request.key} was not claimed`);
  const answer = JSON.parse(row.claim) as ClaimAnswer;
  return 'keyId' in answer ? { keyId: answer.keyId } : claimedBefore(answer);
}

/** Stores the answer in the transaction that moved the money: a crash cannot keep one without the other. */
export async function completeIdempotencyKey(tx: Transaction, keyId: number, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body ?? null })
    .where(eq(idempotencyKeys.id, keyId));
}

/**
 * Keeps a refusal as the key's first answer, after its transaction rolled back: a retry is refused the same way
 * and moves nothing. When a concurrent request with the key got its answer in first (refused too, or through), that
 * answer is the key's and this request answers it as a replay (or 409 when it asked something else): one outcome
 * per key, whoever came first. Answers the first answer, or nothing when this refusal is it.
 */
export async function recordRefusal(
  database: Database,
  request: IdempotentRequest,
  refusal: StoredAnswer,
): Promise<{ replay: StoredAnswer } | undefined> {
  return database.transaction(async (tx) => {
    const kept = await tx
      .insert(idempotencyKeys)
      .values({ ...request, responseStatus: refusal.status, responseBody: refusal.body })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (kept.length > 0) return undefined;
    // The insert waited for the other request's transaction; this statement's snapshot sees what it committed.
    const [first] = await tx
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.callerEmail, request.callerEmail),
          eq(idempotencyKeys.key, request.key),
          eq(idempotencyKeys.routeId, request.routeId),
        ),
      );
    if (first?.status == null) return undefined;
    const answer = { status: first.status, body: first.body };
    return claimedBefore(first.requestHash === request.requestHash ? { replay: answer } : { reused: true });
  });
}
