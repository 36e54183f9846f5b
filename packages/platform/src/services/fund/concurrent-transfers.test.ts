import { randomUUID } from 'node:crypto';
import { ApiRequestError } from '@ops/core/api';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceTransfers } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type FundTestKit, setupTimeoutMs, startFundTest } from './testing/fund-test-kit.ts';

const clients = 32;
const transfersPerClient = 20;
const openingBalance = 50_000;

let kit: FundTestKit;
let shop: LedgerDivision;

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 8, balanceTransfersEnabled: true });
  for (const code of [...shop.sellerAccounts, shop.incomeAccount]) await kit.deposit(code, openingBalance);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

interface Outcome {
  moved: { from: string; to: string; amount: number; code: string }[];
  refused: number;
}

/**
 * One client: random transfers in the division, half of them from or to the hot account, each with a key of its
 * own; now and then the client sends a request again, as after a lost answer, and must get the same answer.
 */
async function runClient(client: number): Promise<Outcome> {
  const random = randomFrom(client + 1);
  const accounts = [...shop.sellerAccounts, shop.incomeAccount];
  const [hot = ''] = accounts;
  const outcome: Outcome = { moved: [], refused: 0 };
  for (let step = 0; step < transfersPerClient; step += 1) {
    let from = accounts[random(accounts.length)] ?? hot;
    let to = accounts[random(accounts.length)] ?? hot;
    if (random(2) === 0) [from, to] = random(2) === 0 ? [hot, to] : [from, hot];
    if (from === to || (from === shop.incomeAccount && to === shop.incomeAccount)) continue;
    const body = {
      fromVirtualAccountCode: from,
      toVirtualAccountCode: to,
      amount: 1 + random(20_000),
      currency: 'EUR',
      type: 'CORRECTION' as const,
    };
    const idempotencyKey = randomUUID();
    // A lost connection is retried with the same key, as a real client does: the money still moves once.
    const send = async (): Promise<string> => {
      try {
        return (await kit.fund.createBalanceTransfer({ body, idempotencyKey })).code;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) return 'refused';
        if (error instanceof ApiRequestError && error.failure.unreachable) return send();
        throw error;
      }
    };
    const answer = await send();
    if (random(8) === 0) expect(await send()).toBe(answer);
    if (answer === 'refused') outcome.refused += 1;
    else outcome.moved.push({ from, to, amount: body.amount, code: answer });
  }
  return outcome;
}

describe('balance transfers from 32 clients at once', () => {
  it('keep every invariant, and the balances are exactly what the successful answers add up to', async () => {
    const outcomes = await Promise.all(Array.from({ length: clients }, (_, client) => runClient(client)));
    const moved = outcomes.flatMap((outcome) => outcome.moved);
    const refused = outcomes.reduce((sum, outcome) => sum + outcome.refused, 0);
    expect(moved.length).toBeGreaterThan(clients * 5);
    expect(refused).toBeGreaterThan(0);
    expect(new Set(moved.map((transfer) => transfer.code)).size).toBe(moved.length);

    await assertLedgerInvariants(kit.platform.database.db);
    const expected = new Map([...shop.sellerAccounts, shop.incomeAccount].map((code) => [code, openingBalance]));
    for (const { from, to, amount } of moved) {
      expected.set(from, (expected.get(from) ?? 0) - amount);
      expected.set(to, (expected.get(to) ?? 0) + amount);
    }
    for (const [code, confirmed] of expected) {
      expect(await kit.balancesOf(code), code).toEqual({ confirmed, pending: 0, payout: 0 });
    }
    const [stored] = await kit.platform.database.db.select({ value: count() }).from(balanceTransfers);
    expect(stored?.value).toBe(moved.length);
  }, 120_000);
});
