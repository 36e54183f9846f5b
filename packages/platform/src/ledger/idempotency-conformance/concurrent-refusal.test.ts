import { randomUUID } from 'node:crypto';
import { createBalanceTransfer } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProblem } from '../../http/api-problem.ts';
import {
  opsEmail,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../services/fund/payouts/testing/payout-test-kit.ts';
import { recordRefusal } from '../idempotency.ts';
import { assertLedgerInvariants } from '../ledger-invariants.ts';
import { selectRows } from '../sql-rows.ts';
import { type CallAnswer, type ConformanceCall, countChange, rowCounts, sendCall } from './conformance-call.ts';

/**
 * A refusal is a key's first answer too, when the requests with the key race (issue 36): 8 balance transfers with
 * one key sent at once, each more than the account holds, answer the same refusal, all but one marked
 * `Idempotent-Replayed: true`, and keep only the key; once the account can pay, the key still answers the refusal
 * and moves nothing. On PostgreSQL, where the 8 really run at once:
 * `node scripts/test-postgres.mjs src/ledger/idempotency-conformance/concurrent-refusal.test.ts`.
 */
const concurrentCalls = 8;
let kit: PayoutTestKit;

beforeAll(async () => {
  kit = await startPayoutTest();
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

async function transfer(made: ConformanceCall, key: string): Promise<CallAnswer> {
  return sendCall(kit.platform.baseUrl, createBalanceTransfer, made, await kit.platform.headersFor(opsEmail), key);
}

describe('createBalanceTransfer refused for want of money, with one key sent at once', () => {
  it('answers every call with the same refusal, all but one marked replays, and keeps it once money arrives', async () => {
    const shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
    const [from = '', to = ''] = shop.sellerAccounts;
    await kit.deposit(from, 100);
    const tooMuch = {
      body: {
        fromVirtualAccountCode: from,
        toVirtualAccountCode: to,
        amount: 500,
        currency: 'EUR',
        type: 'CORRECTION',
      },
    };
    const key = randomUUID();

    const before = await rowCounts(kit.platform.database.db);
    const answers = await Promise.all(Array.from({ length: concurrentCalls }, () => transfer(tooMuch, key)));
    expect(countChange(before, await rowCounts(kit.platform.database.db)), 'what the refused calls kept').toEqual({
      idempotency_keys: 1,
    });
    const [firstAnswer] = answers;
    expect(firstAnswer?.status).toBe(409);
    for (const answer of answers) expect({ ...answer, replayed: null }).toEqual({ ...firstAnswer, replayed: null });
    expect(answers.map((answer) => answer.replayed).sort(), 'one answer of its own, the others marked replays').toEqual(
      [null, ...Array(concurrentCalls - 1).fill('true')],
    );

    await kit.deposit(from, 1_000);
    expect(await transfer(tooMuch, key), 'the key still answers its refusal').toEqual({
      ...firstAnswer,
      replayed: 'true',
    });
    expect((await kit.balancesOf(from)).confirmed).toBe(1_100);
    await assertLedgerInvariants(kit.platform.database.db);
  });

  it('answers a refusal that lost the race to a success with that success, marked a replay', async () => {
    const shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
    const [from = '', to = ''] = shop.sellerAccounts;
    await kit.deposit(from, 1_000);
    const key = randomUUID();
    const body = {
      fromVirtualAccountCode: from,
      toVirtualAccountCode: to,
      amount: 500,
      currency: 'EUR',
      type: 'CORRECTION',
    };
    const succeeded = await transfer({ body }, key);
    expect(succeeded).toMatchObject({ status: 201, replayed: null });

    // A request with the key that was refused before the money arrived, and keeps its refusal only now.
    const [claimed] = await selectRows<{ request_hash: string }>(
      kit.platform.database.db,
      sql`select request_hash from idempotency_keys where key = ${key}`,
    );
    const request = {
      key,
      routeId: createBalanceTransfer.id,
      callerEmail: opsEmail,
      requestHash: claimed?.request_hash ?? '',
    };
    const refusal = { status: 409, body: { code: 409, message: 'Insufficient balance', details: [] } };
    expect(await recordRefusal(kit.platform.database, request, refusal)).toEqual({
      replay: { status: 201, body: succeeded.body },
    });
    const otherRequest = recordRefusal(kit.platform.database, { ...request, requestHash: 'another' }, refusal);
    await expect(otherRequest).rejects.toBeInstanceOf(ApiProblem);
    await expect(otherRequest).rejects.toMatchObject({ status: 409 });
    expect(await transfer({ body }, key)).toEqual({ ...succeeded, replayed: 'true' });
  });
});
