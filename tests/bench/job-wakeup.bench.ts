// Enqueue to start of a background job with idle runners (issue 33: p95 within 50 ms on PGlite and PostgreSQL): the
// job enqueued for now in its own transaction, timed from that commit to its `run`. The runners poll once an hour,
// so only the wake-up (NOTIFY; in-process on PGlite) can start a job in time.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../../packages/platform/src/http/logger.ts';
import { createJobRunner, defineJob, enqueueJob } from '../../packages/platform/src/jobs/index.ts';
import { openTestDatabase } from '../../packages/platform/src/testing/test-database.ts';
import { percentile } from './percentile.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const jobs = 200;
const budgetMs = 50;

async function measure(driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const opened = await openTestDatabase();
  let started: ((at: number) => void) | undefined;
  const noted = defineJob<{ index: number }>({
    kind: 'bench.noted',
    async run() {
      started?.(performance.now());
    },
  });
  const runner = createJobRunner({
    database: opened.database,
    logger: createLogger('silent'),
    definitions: [noted],
    pollMs: 3_600_000,
  });
  runner.start();
  const waits: number[] = [];
  try {
    await sleep(500);
    for (let index = 0; index < jobs; index += 1) {
      const start = new Promise<number>((resolve) => {
        started = resolve;
      });
      await opened.database.transaction((tx) => enqueueJob(tx, noted, { index }));
      const committed = performance.now();
      waits.push((await start) - committed);
      // Idle runners: the next job comes after this one finished.
      await sleep(5);
    }
  } finally {
    await runner.stop();
    await opened.close();
  }
  const sorted = waits.sort((a, b) => a - b);
  return [
    { name: `${driver}: enqueue to start, p50`, value: percentile(sorted, 0.5), unit: 'ms' },
    { name: `${driver}: enqueue to start, p95`, value: percentile(sorted, 0.95), unit: 'ms', budget: budgetMs },
  ];
}

const figures = await onBothDatabases(measure);
report(`Background jobs: enqueue to start with idle runners woken by NOTIFY (${jobs} jobs)`, figures);
