import type { ContractRoute } from '@ops/core/contract';
import type { z } from 'zod';
import type { Database, Queryable, Transaction } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { mountRoute, type RouteInput } from '../http/mount-route.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import {
  type ClaimAnswer,
  claimedBefore,
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotentRequest,
  idempotentRequest,
  recordRefusal,
  type StoredAnswer,
} from './idempotency.ts';

export interface MoneyRouteInput<Params extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType>
  extends RouteInput<Params, Query, Body> {
  /** The claimed Idempotency-Key, for `postTransaction`; null when the request came without one. */
  idempotencyKeyId: number | null;
}

/** Moves money inside the transaction it is handed and answers the route's response. */
export type MoneyRouteHandler<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Result extends z.ZodType,
> = (tx: Transaction, input: MoneyRouteInput<Params, Query, Body>) => Promise<z.input<Result>>;

/**
 * Mounts a money-moving route (`idempotent: true`): its handler runs in one database transaction, and with an
 * Idempotency-Key header the same key and request answer the first result again (header `Idempotent-Replayed`)
 * and move nothing, while the same key with a different request is 409 and moves nothing. A refusal (4xx) is a
 * first result too, stored in the claiming transaction (so requests with the key at once replay it); an unexpected
 * failure leaves no trace, so the request can be retried with its key.
 */
export function mountMoneyRoute<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Result extends z.ZodType,
>(
  app: PlatformApp,
  database: Database,
  route: ContractRoute<Params, Query, Body, Result>,
  handler: MoneyRouteHandler<Params, Query, Body, Result>,
): void {
  const successStatus = checkIdempotent(route);
  mountRoute(app, route, async (input) => {
    if (input.idempotencyKey === undefined) {
      return database.transaction((tx) => handler(tx, { ...input, idempotencyKeyId: null }));
    }
    const request = idempotentRequestOf(route, input, input.idempotencyKey);
    const outcome = await database.transaction(async (tx): Promise<Outcome<z.input<Result>>> => {
      const claim = await claimIdempotencyKey(tx, request);
      if (claim.replay) return { replay: claim.replay };
      const moved = await refusalOr(() =>
        tx.transaction((savepoint) => handler(savepoint, { ...input, idempotencyKeyId: claim.keyId })),
      );
      const answer = moved.refusal
        ? { status: moved.refusal.status, body: moved.refusal.body }
        : { status: successStatus, body: moved.answer };
      await completeIdempotencyKey(tx, claim.keyId, answer);
      return moved;
    });
    if (outcome.replay) return replayed(outcome.replay);
    if (outcome.refusal) throw outcome.refusal;
    return outcome.answer;
  });
}

/**
 * The handler's answer, or its refusal (a 4xx): run in a savepoint, a refusal undoes what the handler wrote but
 * keeps the key's claim, so the refusal is stored as the key's first answer in the same transaction and a
 * concurrent request with the key, waiting on the claim, replays it rather than running again.
 */
async function refusalOr<Answer>(run: () => Promise<Answer>): Promise<Outcome<Answer>> {
  try {
    return { answer: await run() };
  } catch (error) {
    if (error instanceof ApiProblem && error.status < 500) return { refusal: error };
    throw error;
  }
}

export interface MoneyStatementInput<Params extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType>
  extends RouteInput<Params, Query, Body> {
  /** The key to claim and the status to store with the answer; null when the request came without a key. */
  idempotency: StatementIdempotency | null;
}

/** What a money statement claims its Idempotency-Key for, and the status its answer goes with. */
export interface StatementIdempotency {
  request: IdempotentRequest;
  successStatus: number;
}

/** What a money statement answers: its answer, or, when the key was claimed before, what `idempotency_claim` said. */
export type MoneyStatementOutcome<Answer> = { answer: Answer } | Exclude<ClaimAnswer, { keyId: number }>;

/**
 * Mounts a money-moving route done in one SQL statement (a database function) that claims the Idempotency-Key,
 * moves the money and completes the key itself: the statement is its own database transaction, run on
 * `database.db` (PGlite runs it between transactions, never inside one), so its locks last no longer than it runs.
 * Keys behave as with `mountMoneyRoute`: the statement raises a refusal, so nothing of it stays, and the refusal
 * (4xx) is then kept as the key's first answer, unless a request with the key sent at the same time kept its answer
 * first: then that answer is replayed, so every request with the key sees one outcome.
 */
export function mountMoneyStatementRoute<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Result extends z.ZodType,
>(
  app: PlatformApp,
  database: Database,
  route: ContractRoute<Params, Query, Body, Result>,
  statement: (
    db: Queryable,
    input: MoneyStatementInput<Params, Query, Body>,
  ) => Promise<MoneyStatementOutcome<z.input<Result>>>,
): void {
  const successStatus = checkIdempotent(route);
  mountRoute(app, route, async (input) => {
    const request = input.idempotencyKey === undefined ? null : idempotentRequestOf(route, input, input.idempotencyKey);
    let outcome: MoneyStatementOutcome<z.input<Result>>;
    try {
      const idempotency = request ? { request, successStatus } : null;
      outcome = await statement(database.db, { ...input, idempotency });
    } catch (error) {
      if (request && error instanceof ApiProblem && error.status < 500) {
        const first = await recordRefusal(database, request, { status: error.status, body: error.body });
        if (first) return replayed(first.replay);
      }
      throw error;
    }
    return 'answer' in outcome ? outcome.answer : replayed(claimedBefore(outcome).replay);
  });
}

/** The route's success status; a route that moves money must be declared idempotent. */
function checkIdempotent(route: ContractRoute<z.ZodType, z.ZodType, z.ZodType, z.ZodType>): number {
  if (!route.idempotent) throw new Error(`${route.id} moves money, so its contract must declare it idempotent`);
  return route.successStatus ?? 200;
}

function idempotentRequestOf<Params extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType>(
  route: ContractRoute<Params, Query, Body, z.ZodType>,
  input: RouteInput<Params, Query, Body>,
  key: string,
): IdempotentRequest {
  // The query counts too (confirming a bank line names its payout in one); left out when empty, so a request
  // without one keeps the fingerprint it had before the query counted.
  const query = input.query as unknown;
  const asked = isEmpty(query) ? {} : { query };
  return idempotentRequest(key, route.id, input.caller.email, { params: input.params, body: input.body, ...asked });
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
}

type Outcome<Answer> =
  | { replay: StoredAnswer; refusal?: undefined; answer?: undefined }
  | { replay?: undefined; refusal: ApiProblem; answer?: undefined }
  | { replay?: undefined; refusal?: undefined; answer: Answer };

function replayed({ status, body }: StoredAnswer): Response {
  const headers = { 'idempotent-replayed': 'true' };
  if (status === 204) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'content-type': 'application/json' } });
}
