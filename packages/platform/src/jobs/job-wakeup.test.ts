import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { defineJob } from './define-job.ts';
import { enqueueJob } from './enqueue-job.ts';
import { createJobRunner } from './job-runner.ts';
import { createWakeSignal } from './job-wakeup.ts';

let opened: TestDatabase;
const started = new Map<string, number>();

const noted = defineJob<{ name: string }>({
  kind: 'test.noted',
  async run({ name }) {
    started.set(name, performance.now());
  },
});

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.database.transaction((tx) => tx.execute(sql`delete from jobs`));
});
afterAll(async () => {
  await opened?.close();
});

describe('wake-ups', () => {
  it('starts a job enqueued for now at once, long before the next poll (an hour away)', async () => {
    const runner = createJobRunner({
      database: opened.database,
      logger: createLogger('silent'),
      definitions: [noted],
      pollMs: 3_600_000,
    });
    runner.start();
    try {
      // The first wait begins after the runner found nothing due and listens.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const waits: number[] = [];
      for (const name of ['first', 'second', 'third']) {
        const committed = await opened.database
          .transaction((tx) => enqueueJob(tx, noted, { name }))
          .then(() => performance.now());
        await expect.poll(() => started.has(name), { timeout: 5_000, interval: 5 }).toBe(true);
        waits.push((started.get(name) ?? 0) - committed);
      }
      // Seconds at most on a loaded machine; without a wake-up the poll would take an hour.
      expect(Math.max(...waits)).toBeLessThan(5_000);
    } finally {
      await runner.stop();
    }
  }, 30_000);

  it('loses no wake-up to a loop that was busy: its next sleep ends at once, the others sleep on', async () => {
    const signal = createWakeSignal();
    const busySince = signal.epoch();
    const sleeper = signal.wait(3_600_000, signal.epoch());
    signal.wake();
    await sleeper;
    // The busy loop looked for work before the wake-up: it does not sleep an hour.
    await signal.wait(3_600_000, busySince);
    // A loop that looks after the wake-up sleeps until the next.
    const laterLook = signal.epoch();
    const later = signal.wait(3_600_000, laterLook).then(() => 'woken');
    const outcome = await Promise.race([later, new Promise((resolve) => setTimeout(() => resolve('asleep'), 50))]);
    expect(outcome).toBe('asleep');
    signal.wake();
    expect(await later).toBe('woken');
  });
});
