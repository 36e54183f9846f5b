import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CuttableProxy, startCuttableProxy } from '../testing/cuttable-proxy.ts';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../testing/fresh-postgres-database.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';

// PostgreSQL only (npm run test:postgres): the pool after every one of its connections was cut at once. postgres.js
// counts the errors of the whole pool and waits 3^n / 100 s (up to 20 s) before a connection connects again, with
// the query that asked for it: after one cut of ten connections queries waited 10–20 s, through an outage and long
// after it (found by the bank-style history check, testing/history/). reconnect-backoff.ts caps the wait at 1 s.
let fresh: FreshPostgresDatabase;
let proxy: CuttableProxy;
let database: Database;

beforeAll(async () => {
  fresh = await createFreshPostgresDatabase(process.env.DATABASE_URL ?? '');
  const server = new URL(fresh.url);
  proxy = await startCuttableProxy(server.hostname, Number(server.port || 5432));
  const throughProxy = new URL(fresh.url);
  throughProxy.port = String(proxy.port);
  database = await openDatabase({ kind: 'postgres', url: throughProxy.href });
});
afterAll(async () => {
  await database?.close();
  await proxy?.close();
  await fresh?.drop();
});

interface Query {
  startedAt: number;
  tookMs: number;
  answered: boolean;
}

/** Twelve callers querying without pause (more than the pool's ten connections) until `stop` is called. */
function queryWithoutPause() {
  const queries: Query[] = [];
  let stopped = false;
  const callers = Array.from({ length: 12 }, async () => {
    while (!stopped) {
      const startedAt = performance.now();
      const answered = await database.db.execute(sql`select pg_sleep(0.005)`).then(
        () => true,
        () => false,
      );
      queries.push({ startedAt, tookMs: performance.now() - startedAt, answered });
      if (!answered) await sleep(20);
    }
  });
  return {
    queries,
    async stop() {
      stopped = true;
      await Promise.all(callers);
    },
  };
}

describe('the pool after every connection was cut', () => {
  it('fails queries within seconds while the database is away, and answers them within seconds once it is back', async () => {
    const traffic = queryWithoutPause();
    await sleep(500);
    const cutAt = performance.now();
    proxy.cut();
    await sleep(3_000);
    proxy.restore();
    const restoredAt = performance.now();
    await sleep(3_000);
    await traffic.stop();

    const duringOutage = traffic.queries.filter((query) => query.startedAt > cutAt && query.startedAt < restoredAt);
    expect(duringOutage.filter((query) => !query.answered).length).toBeGreaterThan(0); // the cut was felt
    // Before the cap: queries asked during the outage waited up to 25 s, answered long after the database was back.
    expect(Math.max(...traffic.queries.map((query) => query.tookMs))).toBeLessThan(4_000);
    const afterOutage = traffic.queries.filter((query) => query.startedAt > restoredAt + 1_500);
    expect(afterOutage.length).toBeGreaterThan(0);
    expect(afterOutage.every((query) => query.answered)).toBe(true);
  }, 30_000);
});
