import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { defineJob } from './define-job.ts';
import { enqueueJob } from './enqueue-job.ts';
import { createJobRunner } from './job-runner.ts';
import { type JobSteering, steerJob } from './steer-job.ts';

let opened: TestDatabase;
let tries: string[] = [];
/** While true, every try of 'delivery' fails as an unreachable receiver would. */
let receiverDown = false;

const delivery = defineJob<{ name: string }>({
  kind: 'test.delivery',
  maxAttempts: 2,
  backoffSeconds: () => 0,
  async run({ name }) {
    tries.push(name);
    if (receiverDown) throw new Error(`receiver answered 503 to ${name}`);
  },
});
const runner = (retentionHours = 24) =>
  createJobRunner({
    database: opened.database,
    logger: createLogger('silent'),
    definitions: [delivery],
    retentionHours,
  });
const enqueue = (name: string, options?: { key?: string; runAt?: Date }) =>
  opened.database.transaction((tx) => enqueueJob(tx, delivery, { name }, options));
const steer = (id: number | undefined, steering: JobSteering) =>
  opened.database.transaction((tx) => steerJob(tx, id ?? -1, steering));
const stateOf = async (id: number | undefined) => {
  const [row] = await selectRows<{ state: string; attempts: number; last_error: string | null }>(
    opened.database.db,
    sql`select state, attempts, last_error from jobs where id = ${id ?? -1}`,
  );
  return row;
};
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});
beforeEach(async () => {
  tries = [];
  receiverDown = false;
  await opened.database.transaction((tx) => tx.execute(sql`delete from jobs`));
});

describe('dead letters', () => {
  it('keeps a job whose every try failed as a dead letter, with its last error, and a redrive runs it again', async () => {
    receiverDown = true;
    const id = await enqueue('event 1');
    await runner().runDue();
    expect(await stateOf(id)).toEqual({ state: 'failed', attempts: 2, last_error: 'receiver answered 503 to event 1' });

    receiverDown = false;
    expect(await steer(id, 'redrive')).toEqual({ steered: true, before: 'failed' });
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await runner().runDue()).toBe(1);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    expect(tries).toEqual(['event 1', 'event 1', 'event 1']);
  });

  it('discards a dead letter: it never runs again, and retention prunes it', async () => {
    receiverDown = true;
    const id = await enqueue('event 2');
    await runner().runDue();
    expect(await steer(id, 'cancel')).toEqual({ steered: true, before: 'failed' });
    expect(await steer(id, 'redrive')).toEqual({ steered: false, state: 'cancelled' });
    expect(await runner().runDue()).toBe(0);
    expect(await runner(24).prune({ now: hoursFromNow(25) })).toBe(1);
    expect(await stateOf(id)).toBeUndefined();
  });

  it('runs a job waiting for its time now when retried, and refuses what a state does not allow', async () => {
    const id = await enqueue('tomorrow', { runAt: hoursFromNow(24) });
    expect(await runner().runDue()).toBe(0);
    expect(await steer(id, 'redrive')).toEqual({ steered: false, state: 'queued' });
    expect(await steer(id, 'retry')).toEqual({ steered: true, before: 'queued' });
    expect(await runner().runDue()).toBe(1);
    expect(await steer(id, 'retry')).toEqual({ steered: false, state: 'done' });
    expect(await steer(id, 'cancel')).toEqual({ steered: false, state: 'done' });
    expect(await steer(987_654, 'cancel')).toEqual({ steered: false, state: undefined });
  });
});

describe('retention', () => {
  it('prunes finished jobs after the retention time, keeps dead letters, and a pruned key stays taken', async () => {
    const done = await enqueue('due date 2030-01-02', { key: 'D-1:2030-01-02' });
    await runner().runDue();
    receiverDown = true;
    const dead = await enqueue('dead');
    await runner().runDue();

    expect(await runner(24).prune({ now: hoursFromNow(23) })).toBe(0);
    expect(await runner(24).prune({ now: hoursFromNow(25) })).toBe(1);
    expect(await stateOf(done)).toBeUndefined();
    expect(await stateOf(dead)).toMatchObject({ state: 'failed' });

    expect(await enqueue('the same due date again', { key: 'D-1:2030-01-02' })).toBeUndefined();
    expect(await runner().runDue()).toBe(0);
    expect(tries).toEqual(['due date 2030-01-02', 'dead', 'dead']);
  });
});
