import { randomUUID } from 'node:crypto';
import type { ContractRoute } from '@ops/core/contract';
import * as contract from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  opsEmail,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../services/fund/payouts/testing/payout-test-kit.ts';
import { assertLedgerInvariants } from '../ledger-invariants.ts';
import { type CallAnswer, type ConformanceCall, countChange, rowCounts, sendCall } from './conformance-call.ts';
import { moneyRouteCases } from './money-route-cases.ts';

/**
 * The idempotency conformance suite (issue 36): every money-moving route of the contract (`idempotent: true`),
 * called over HTTP on the real platform with a valid request its case makes afresh. The same key sent 8 times at
 * once moves money once (the rows every table gains equal those of one call), every answer is the same and all but
 * one are marked `Idempotent-Replayed: true`; the same key with another request is 409 and changes nothing; a key
 * is its caller's: another caller's request with it is not a replay of the first caller's answer. Runs on PGlite,
 * and on PostgreSQL, where the 8 calls really run at once:
 * `node scripts/test-postgres.mjs src/ledger/idempotency-conformance/idempotency-conformance.test.ts`.
 */
const concurrentCalls = 8;
const otherCaller = 'oscar@sandbox.test';
const caseTimeoutMs = 120_000;

const moneyRoutes = [
  ...new Map(
    Object.values(contract)
      .filter((value): value is ContractRoute => isContractRoute(value) && value.idempotent === true)
      .map((route) => [route.id, route]),
  ).values(),
].sort((a, b) => a.id.localeCompare(b.id));

function isContractRoute(value: unknown): value is ContractRoute {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;
}

let kit: PayoutTestKit;
let headersOf: (email: string) => Promise<Record<string, string>>;

beforeAll(async () => {
  kit = await startPayoutTest();
  headersOf = (email) => kit.platform.headersFor(email);
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const counts = () => rowCounts(kit.platform.database.db);

async function call(route: ContractRoute, made: ConformanceCall, key: string, email = opsEmail): Promise<CallAnswer> {
  return sendCall(kit.platform.baseUrl, route, made, await headersOf(email), key);
}

describe('the idempotency conformance suite: every money-moving route of the contract', () => {
  it('finds the money-moving routes in the contract, and has a case for each', () => {
    expect(moneyRoutes.length).toBeGreaterThanOrEqual(19);
    expect(moneyRoutes.map((route) => route.id)).toEqual(Object.keys(moneyRouteCases).sort());
  });

  describe.each(moneyRoutes.map((route) => [route.id, route] as const))('%s', (routeId, route) => {
    const makeCall = () => {
      const make = moneyRouteCases[routeId];
      if (!make) throw new Error(`no idempotency conformance case for the money route ${routeId}`);
      return make(kit);
    };

    it(
      `answers ${concurrentCalls} calls with one key at once with one effect, the others marked replays`,
      async () => {
        const single = await makeCall();
        const repeated = await makeCall();

        const beforeSingle = await counts();
        const alone = await call(route, single, randomUUID());
        const oneEffect = countChange(beforeSingle, await counts());
        expect(alone.status, JSON.stringify(alone.body)).toBe(single.answers ?? route.successStatus ?? 200);

        const key = randomUUID();
        const before = await counts();
        const answers = await Promise.all(Array.from({ length: concurrentCalls }, () => call(route, repeated, key)));
        expect(countChange(before, await counts()), 'the rows the calls added, as one call adds').toEqual(oneEffect);
        expect(
          answers.filter((answer) => answer.replayed === null),
          JSON.stringify(answers),
        ).toHaveLength(1);
        expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(concurrentCalls - 1);
        const [firstAnswer] = answers;
        for (const answer of answers) expect({ ...answer, replayed: null }).toEqual({ ...firstAnswer, replayed: null });
        expect(firstAnswer?.status, 'the same status as a call of its own').toBe(alone.status);
        await assertLedgerInvariants(kit.platform.database.db);
      },
      caseTimeoutMs,
    );

    it(
      'refuses the key with another request with 409, changing nothing; another caller’s key is its own',
      async () => {
        const made = await makeCall();
        const other = await makeCall();
        const key = randomUUID();
        const mine = await call(route, made, key);
        expect(mine.replayed).toBeNull();

        const before = await counts();
        const reused = await call(route, other, key);
        expect(reused).toEqual({
          status: 409,
          replayed: null,
          body: {
            code: 409,
            message: 'This Idempotency-Key was already used for a different request',
            details: [
              { field: 'Idempotency-Key', message: 'This Idempotency-Key was already used for a different request' },
            ],
          },
        });
        expect(countChange(before, await counts()), 'what the refused call changed').toEqual({});

        const theirs = await call(route, made, key, otherCaller);
        expect(theirs.replayed, "another caller's call is not a replay of the first caller's answer").toBeNull();
        expect(await call(route, made, key, otherCaller), "the other caller's retry replays its own answer").toEqual({
          ...theirs,
          replayed: 'true',
        });
        expect(await call(route, made, key), "the first caller's retry still replays its answer").toEqual({
          ...mine,
          replayed: 'true',
        });
      },
      caseTimeoutMs,
    );
  });
});

describe.each(moneyRoutes.filter((route) => route.query !== undefined).map((route) => [route.id, route] as const))(
  '%s, a money route with a query',
  (routeId, route) => {
    it('counts the query in the request: the same key with another query is 409, changing nothing', async () => {
      const made = await moneyRouteCases[routeId]?.(kit);
      if (!made?.query) throw new Error(`the case of ${routeId} makes no query`);
      const key = randomUUID();
      const mine = await call(route, made, key);
      const before = await counts();
      const otherQuery = Object.fromEntries(Object.entries(made.query).map(([name, value]) => [name, `${value}X`]));
      const reused = await call(route, { ...made, query: otherQuery }, key);
      expect(reused).toMatchObject({ status: 409, replayed: null, body: { details: [{ field: 'Idempotency-Key' }] } });
      expect(countChange(before, await counts())).toEqual({});
      expect(await call(route, made, key)).toEqual({ ...mine, replayed: 'true' });
    });
  },
);
