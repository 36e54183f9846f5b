import { randomUUID } from 'node:crypto';
import { createBalanceTransfer } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSchedule } from '../../jobs/schedules/set-schedule.ts';
import {
  opsEmail,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../services/fund/payouts/testing/payout-test-kit.ts';
import { assertLedgerInvariants } from '../ledger-invariants.ts';
import { defaultIdempotencyKeyRetentionHours, idempotencyKeyPruning } from '../prune-idempotency-keys.ts';
import { selectRows } from '../sql-rows.ts';
import { type CallAnswer, type ConformanceCall, sendCall } from './conformance-call.ts';
import { moneyRouteCases } from './money-route-cases.ts';

/**
 * Idempotency-Keys are kept for a documented window (`OPS_IDEMPOTENCY_KEY_RETENTION_HOURS`, a week), then pruned by
 * the hourly `idempotencyKeys.prune` schedule: inside the window a key replays its first answer, past it the key is
 * gone and a request with it is a new request. The platform's job queue runs at a given moment (`runDue({ now })`).
 */
let kit: PayoutTestKit;

beforeAll(async () => {
  kit = await startPayoutTest();
  // The schedule as a started runner sets it, due within the last hour.
  const { definition, setting } = idempotencyKeyPruning(defaultIdempotencyKeyRetentionHours);
  await kit.platform.database.transaction((tx) => setSchedule(tx, definition, setting, hoursFromNow(-1)));
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

function hoursFromNow(hours: number): Date {
  return new Date(Date.now() + hours * 3_600_000);
}

async function transfer(made: ConformanceCall, key: string): Promise<CallAnswer> {
  return sendCall(kit.platform.baseUrl, createBalanceTransfer, made, await kit.platform.headersFor(opsEmail), key);
}

const keysNamed = async (key: string) =>
  Number(
    (
      await selectRows<{ keys: number }>(
        kit.platform.database.db,
        sql`select count(*)::int as keys from idempotency_keys where key = ${key}`,
      )
    )[0]?.keys,
  );

const pruningRuns = () =>
  selectRows<{ state: string }>(
    kit.platform.database.db,
    sql`select state from jobs where kind = 'idempotencyKeys.prune' order by id`,
  );

describe('Idempotency-Keys past their window', () => {
  it('replays a key inside the window; past it the key is pruned and a request with it is a new one', async () => {
    const made = await moneyRouteCases.createBalanceTransfer?.(kit);
    if (!made) throw new Error('no createBalanceTransfer case');
    const key = randomUUID();
    const first = await transfer(made, key);
    expect(first).toMatchObject({ status: 201, replayed: null });

    // An hour before the window ends: the hourly pruning keeps the key, and a retry replays the first answer.
    await kit.platform.jobs.runDue({ now: hoursFromNow(defaultIdempotencyKeyRetentionHours - 1) });
    expect(await pruningRuns()).toEqual([{ state: 'done' }]);
    expect(await keysNamed(key)).toBe(1);
    expect(await transfer(made, key)).toEqual({ ...first, replayed: 'true' });

    // An hour past it: the next hourly run prunes the key, while its transfer stays in the ledger.
    await kit.platform.jobs.runDue({ now: hoursFromNow(defaultIdempotencyKeyRetentionHours + 1) });
    expect(await pruningRuns()).toEqual([{ state: 'done' }, { state: 'done' }]);
    expect(await keysNamed(key)).toBe(0);
    await assertLedgerInvariants(kit.platform.database.db);

    const again = await transfer(made, key);
    expect(again, 'a forgotten key is a new request').toMatchObject({ status: 201, replayed: null });
    expect((again.body as { code: string }).code).not.toBe((first.body as { code: string }).code);
    expect(await keysNamed(key)).toBe(1);
  });
});
