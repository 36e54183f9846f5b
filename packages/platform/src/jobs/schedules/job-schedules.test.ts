import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger.ts';
import { defaultIdempotencyKeyRetentionHours, idempotencyKeyPruning } from '../../ledger/prune-idempotency-keys.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { defineJob } from '../define-job.ts';
import { createJobRunner } from '../job-runner.ts';
import { setSchedule } from './set-schedule.ts';

let opened: TestDatabase;
const logger = createLogger('silent');
/** The due moments the test jobs ran for, in order. */
let ran: string[] = [];

/** A schedule's job that records its due moment: every missed moment caught up, or only the latest. */
const jobOf = (kind: string, catchUp: 'each' | 'latest') =>
  defineJob<{ due: string }>({
    kind,
    schedule: { catchUp, jobAt: (_target, due) => ({ payload: { due: due.toISOString() }, key: due.toISOString() }) },
    async run({ due }) {
      ran.push(due);
    },
  });
const eachMoment = jobOf('test.each', 'each');
const latestMoment = jobOf('test.latest', 'latest');
const runner = () =>
  createJobRunner({ database: opened.database, logger, definitions: [eachMoment, latestMoment], pollMs: 5 });

const setEvery = (definition: typeof eachMoment, cron: string, now: Date, timeZone?: string) =>
  opened.database.transaction((tx) =>
    setSchedule(
      tx,
      definition,
      { code: definition.kind, target: {}, rule: { cron }, ...(timeZone ? { timeZone } : {}) },
      now,
    ),
  );

const jobsOf = (kind: string) =>
  selectRows<{ due_at: Date | string; caught_up: boolean; state: string }>(
    opened.database.db,
    sql`select due_at, caught_up, state from jobs where kind = ${kind} order by due_at`,
  );

const scheduleOf = async (code: string) => {
  const [row] = await selectRows<{
    next_run_at: Date | string;
    last_run_at: Date | string | null;
    last_job_id: string;
  }>(opened.database.db, sql`select next_run_at, last_run_at, last_job_id from job_schedules where code = ${code}`);
  return (
    row && {
      next: new Date(row.next_run_at).toISOString(),
      last: row.last_run_at && new Date(row.last_run_at).toISOString(),
      lastJobId: row.last_job_id,
    }
  );
};

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});
beforeEach(async () => {
  ran = [];
  await opened.database.transaction(async (tx) => {
    await tx.execute(sql`delete from jobs`);
    await tx.execute(sql`delete from job_schedules`);
  });
});

describe('schedules as data', () => {
  it('reads a cron expression in its time zone, and queues a due moment once, when it is due', async () => {
    // 09:00 in Amsterdam is 08:00 UTC in winter.
    const next = await setEvery(eachMoment, '0 9 * * *', new Date('2030-01-01T10:00:00Z'), 'Europe/Amsterdam');
    expect(next.toISOString()).toBe('2030-01-02T08:00:00.000Z');
    expect(await runner().runDue({ now: new Date('2030-01-02T07:59:59Z') })).toBe(0);
    await runner().runDue({ now: new Date('2030-01-02T08:00:00Z') });
    await runner().runDue({ now: new Date('2030-01-02T08:00:30Z') });
    expect(ran).toEqual(['2030-01-02T08:00:00.000Z']);
    expect(await jobsOf('test.each')).toMatchObject([{ caught_up: false, state: 'done' }]);
    expect(await scheduleOf('test.each')).toMatchObject({
      next: '2030-01-03T08:00:00.000Z',
      last: '2030-01-02T08:00:00.000Z',
    });
  });

  it('saved again with the same rule keeps a missed next run; a new rule starts from now', async () => {
    await setEvery(eachMoment, '0 6 * * *', new Date('2030-01-01T00:00:00Z'));
    expect(await setEvery(eachMoment, '0 6 * * *', new Date('2030-01-03T00:00:00Z'))).toEqual(
      new Date('2030-01-01T06:00:00Z'),
    );
    expect(await setEvery(eachMoment, '0 7 * * *', new Date('2030-01-03T00:00:00Z'))).toEqual(
      new Date('2030-01-03T07:00:00Z'),
    );
  });

  it('after an outage catches up each missed moment, or only the latest, once across two runners', async () => {
    const before = new Date('2030-01-01T00:00:00Z');
    await setEvery(eachMoment, '0 * * * *', before);
    await setEvery(latestMoment, '*/10 * * * *', before);
    const started = new Date('2030-01-01T03:30:00Z');
    await Promise.all([runner().runDue({ now: started }), runner().runDue({ now: started })]);

    expect((await jobsOf('test.each')).map((job) => [new Date(job.due_at).toISOString(), job.caught_up])).toEqual([
      ['2030-01-01T01:00:00.000Z', true],
      ['2030-01-01T02:00:00.000Z', true],
      ['2030-01-01T03:00:00.000Z', true],
    ]);
    // Twenty-one moments 10 minutes apart were missed: pruning runs once, for the latest.
    expect((await jobsOf('test.latest')).map((job) => [new Date(job.due_at).toISOString(), job.caught_up])).toEqual([
      ['2030-01-01T03:30:00.000Z', true],
    ]);
    expect([...ran].sort()).toEqual([
      '2030-01-01T01:00:00.000Z',
      '2030-01-01T02:00:00.000Z',
      '2030-01-01T03:00:00.000Z',
      '2030-01-01T03:30:00.000Z',
    ]);
    expect(await scheduleOf('test.latest')).toMatchObject({ next: '2030-01-01T03:40:00.000Z' });
  });

  it('a background runner ticks its schedules by itself and sets the pruning schedules', async () => {
    const background = createJobRunner({
      database: opened.database,
      logger,
      definitions: [eachMoment, latestMoment],
      pollMs: 5,
      standing: [idempotencyKeyPruning(defaultIdempotencyKeyRetentionHours)],
    });
    const now = new Date();
    const due = await opened.database.transaction((tx) =>
      setSchedule(tx, eachMoment, { code: 'test.each', target: {}, rule: { cron: '* * * * * *' } }, now),
    );
    background.start();
    try {
      await expect.poll(() => ran.length, { timeout: 5_000 }).toBeGreaterThan(0);
    } finally {
      await background.stop();
    }
    expect(new Date(ran[0] as string).getTime()).toBeGreaterThanOrEqual(due.getTime());
    expect(await scheduleOf('jobs.prune')).toBeDefined();
    expect(await scheduleOf('idempotencyKeys.prune')).toBeDefined();
  });
});
