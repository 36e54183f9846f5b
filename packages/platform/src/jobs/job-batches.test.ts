import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { defineJob } from './define-job.ts';
import { enqueueJob } from './enqueue-job.ts';
import { createJobRunner } from './job-runner.ts';

let opened: TestDatabase;
const logger = createLogger('silent');
let running = 0;
let mostAtOnce = 0;
let quickDone: string[] = [];
let releaseSlow: () => void = () => undefined;

const quick = defineJob<{ name: string }>({
  kind: 'test.quick',
  async run({ name }) {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    quickDone.push(name);
  },
});
/** A try that hangs until the test lets it go, as a receiver that never answers. */
const slow = defineJob<Record<string, never>>({
  kind: 'test.slow',
  run: () =>
    new Promise<void>((resolve) => {
      releaseSlow = resolve;
    }),
});
/** Notes the lease its try was given: its job's locked_until less its locked_at. */
const leases = new Map<string, number>();
const leased = (kind: string, leaseSeconds: number) =>
  defineJob<Record<string, never>>({
    kind,
    leaseSeconds,
    async run(_payload, { database, jobId }) {
      const [row] = await selectRows<{ seconds: number }>(
        database.db,
        sql`select extract(epoch from locked_until - locked_at)::float8 as seconds from jobs where id = ${jobId}`,
      );
      leases.set(kind, Number(row?.seconds));
    },
  });
const short = leased('test.short-lease', 30);
const long = leased('test.long-lease', 900);

const enqueue = <Payload>(definition: Parameters<typeof enqueueJob<Payload>>[1], payload: Payload) =>
  opened.database.transaction((tx) => enqueueJob(tx, definition, payload));
const statesOf = async (kind: string) =>
  Object.fromEntries(
    (
      await selectRows<{ state: string; count: number }>(
        opened.database.db,
        sql`select state, count(*)::int as count from jobs where kind = ${kind} group by state`,
      )
    ).map((row) => [row.state, row.count]),
  );

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});
beforeEach(async () => {
  running = 0;
  mostAtOnce = 0;
  quickDone = [];
  await opened.database.transaction((tx) => tx.execute(sql`delete from jobs`));
});

describe('tries run several at once', () => {
  it('runs at most its concurrency at once; a slow try holds only its own place, the others end and are refilled', async () => {
    await enqueue(slow, {});
    for (let index = 0; index < 24; index += 1) await enqueue(quick, { name: `quick ${index}` });
    const runner = createJobRunner({
      database: opened.database,
      logger,
      definitions: [quick, slow],
      concurrency: 4,
      pollMs: 3_600_000,
    });
    runner.start();
    try {
      await expect.poll(() => quickDone.length, { timeout: 20_000, interval: 10 }).toBe(24);
      // The slow try is still running: the quick ones around it are done in the queue, not waiting for it.
      await expect.poll(() => statesOf('test.quick'), { timeout: 5_000, interval: 10 }).toEqual({ done: 24 });
      expect(await statesOf('test.slow')).toEqual({ running: 1 });
      expect(mostAtOnce).toBeGreaterThan(1);
      expect(mostAtOnce).toBeLessThanOrEqual(3);
    } finally {
      releaseSlow();
      await runner.stop();
    }
    expect(await statesOf('test.slow')).toEqual({ done: 1 });
  }, 30_000);

  it('gives each job claimed with others the lease of its own kind', async () => {
    await enqueue(short, {});
    await enqueue(long, {});
    const runner = createJobRunner({ database: opened.database, logger, definitions: [short, long] });

    expect(await runner.runDue()).toBe(2);
    expect(Object.fromEntries(leases)).toEqual({ 'test.short-lease': 30, 'test.long-lease': 900 });
  });
});
