import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { defineJob } from './define-job.ts';
import { enqueueJob } from './enqueue-job.ts';
import { leaseRanOutOnLastAttempt } from './job-claims.ts';
import { createJobRunner } from './job-runner.ts';

let opened: TestDatabase;
const logger = createLogger('silent');
/** What the test jobs did, in order: one entry a try. */
let tries: string[] = [];
/** How many tries of a 'flaky' job fail before one succeeds. */
let failuresLeft = 0;

const record = defineJob<{ name: string }>({
  kind: 'test.record',
  async run({ name }) {
    tries.push(name);
  },
});
const flaky = defineJob<{ name: string }>({
  kind: 'test.flaky',
  maxAttempts: 3,
  backoffSeconds: (attempt) => 10 * attempt,
  async run({ name }) {
    tries.push(name);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error(`receiver answered 503 to ${name}`);
    }
  },
});
/** Enqueues a follow-up from inside its own run, as a webhook fan-out or a report split would. */
const fanOut = defineJob<{ count: number }>({
  kind: 'test.fan-out',
  async run({ count }, { database }) {
    tries.push(`fan-out ${count}`);
    await database.transaction(async (tx) => {
      for (let index = 1; index <= count; index += 1) await enqueueJob(tx, record, { name: `child ${index}` });
    });
  },
});
const definitions = [record, flaky, fanOut];
const runner = () => createJobRunner({ database: opened.database, logger, definitions, pollMs: 5 });

const enqueue = <Payload>(
  definition: Parameters<typeof enqueueJob<Payload>>[1],
  payload: Payload,
  options?: Parameters<typeof enqueueJob<Payload>>[3],
) => opened.database.transaction((tx) => enqueueJob(tx, definition, payload, options));

const stateOf = async (id: number | undefined) => {
  const [row] = await selectRows<{ state: string; attempts: number; last_error: string | null }>(
    opened.database.db,
    sql`select state, attempts, last_error from jobs where id = ${id ?? -1}`,
  );
  return row;
};

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});
beforeEach(async () => {
  tries = [];
  failuresLeft = 0;
  await opened.database.transaction((tx) => tx.execute(sql`delete from jobs`));
});

describe('the job queue', () => {
  it('runs a job once, and only when the transaction that added it committed', async () => {
    await opened.database
      .transaction(async (tx) => {
        await enqueueJob(tx, record, { name: 'rolled back' });
        throw new Error('the caller failed after enqueueing');
      })
      .catch(() => undefined);
    const id = await enqueue(record, { name: 'committed' });

    expect(await runner().runDue()).toBe(1);
    expect(tries).toEqual(['committed']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await runner().runDue()).toBe(0);
  });

  it('adds a keyed job once, ever: after it ran, the same key adds nothing', async () => {
    expect(await enqueue(record, { name: 'due date 2030-01-02' }, { key: 'D-1:2030-01-02' })).toBeTypeOf('number');
    expect(await enqueue(record, { name: 'again' }, { key: 'D-1:2030-01-02' })).toBeUndefined();
    await runner().runDue();
    expect(await enqueue(record, { name: 'after it ran' }, { key: 'D-1:2030-01-02' })).toBeUndefined();
    await runner().runDue();
    expect(tries).toEqual(['due date 2030-01-02']);
  });

  it('does not run a job before its time', async () => {
    await enqueue(record, { name: 'tomorrow' }, { runAt: at(60) });
    expect(await runner().runDue({ now: at(59) })).toBe(0);
    expect(await runner().runDue({ now: at(60) })).toBe(1);
    expect(tries).toEqual(['tomorrow']);
  });

  it('retries a failed try after its backoff, and stops at the first success', async () => {
    failuresLeft = 2;
    const id = await enqueue(flaky, { name: 'event' }, { runAt: at(0) });

    expect(await runner().runDue({ now: at(0) })).toBe(1);
    expect(await stateOf(id)).toMatchObject({ state: 'queued', last_error: 'receiver answered 503 to event' });
    expect(await runner().runDue({ now: at(9) })).toBe(0); // backoff after try 1: 10 s
    expect(await runner().runDue({ now: at(10) })).toBe(1);
    expect(await runner().runDue({ now: at(29) })).toBe(0); // after try 2: 20 s
    expect(await runner().runDue({ now: at(30) })).toBe(1);
    expect(await runner().runDue({ now: at(59) })).toBe(0);

    expect(tries).toEqual(['event', 'event', 'event']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 3, last_error: null });
  });

  it('marks a job failed, with its last error, when every try failed', async () => {
    failuresLeft = 10;
    const id = await enqueue(flaky, { name: 'event' }, { runAt: at(0) });
    for (const second of [0, 10, 30, 59]) await runner().runDue({ now: at(second) });

    expect(tries).toHaveLength(3);
    expect(await stateOf(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'receiver answered 503 to event',
    });
  });

  it('runs the jobs a job enqueues in the same round', async () => {
    await enqueue(fanOut, { count: 3 });
    expect(await runner().runDue()).toBe(4);
    expect(tries).toEqual(['fan-out 3', 'child 1', 'child 2', 'child 3']);
  });

  it('takes over a job whose runner died holding it, once its lease ran out', async () => {
    const id = await enqueue(record, { name: 'orphaned' }, { runAt: at(0) });
    // A process took it and died: running, lease until 12:05.
    await opened.database.transaction((tx) =>
      tx.execute(sql`update jobs set state = 'running', attempts = 1,
                     locked_until = ${at(300).toISOString()}::timestamptz where id = ${id}`),
    );
    expect(await runner().runDue({ now: at(299) })).toBe(0);
    expect(await runner().runDue({ now: at(301) })).toBe(1);
    expect(tries).toEqual(['orphaned']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('makes a dead letter of a job whose lease ran out on its last attempt, not a try more', async () => {
    const id = await enqueue(flaky, { name: 'kills its runner' }, { runAt: at(0) });
    // Three runners took it in turn and each died holding it: its last attempt's lease ran out at 12:05.
    await opened.database.transaction((tx) =>
      tx.execute(sql`update jobs set state = 'running', attempts = 3,
                     locked_until = ${at(300).toISOString()}::timestamptz where id = ${id}`),
    );
    expect(await runner().runDue({ now: at(301) })).toBe(0);
    expect(tries).toEqual([]);
    expect(await stateOf(id)).toEqual({ state: 'failed', attempts: 3, last_error: leaseRanOutOnLastAttempt });
  });

  it('fails a job of a kind nobody defines, and goes on with the rest', async () => {
    const stray = await opened.database.transaction((tx) =>
      enqueueJob(tx, { kind: 'test.removed', run: async () => undefined }, {}),
    );
    await enqueue(record, { name: 'next' });
    await runner().runDue();
    expect(tries).toEqual(['next']);
    expect(await stateOf(stray)).toMatchObject({
      state: 'failed',
      last_error: 'no job definition for kind test.removed',
    });
  });

  it('never hands one job to two runners: 60 jobs, two background runners, each job once', async () => {
    for (let index = 0; index < 60; index += 1) await enqueue(record, { name: `job ${index}` });
    const first = runner();
    const second = runner();
    first.start();
    second.start();
    await expect.poll(() => tries.length, { timeout: 20_000, interval: 20 }).toBe(60);
    await Promise.all([first.stop(), second.stop()]);

    expect(new Set(tries).size).toBe(60);
    const [counts] = await selectRows<{ done: string; tries: string }>(
      opened.database.db,
      sql`select count(*) filter (where state = 'done')::text as done, sum(attempts)::text as tries from jobs`,
    );
    expect(counts).toEqual({ done: '60', tries: '60' });
  });
});
