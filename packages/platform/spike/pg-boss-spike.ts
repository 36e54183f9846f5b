// Spike (not shipped): pg-boss 12 on PGlite (through the platform's mutex) and PostgreSQL, enqueue in a drizzle
// transaction, enqueue-to-start latency with idle workers.
import { Mutex } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import { createPglite } from '../src/db/create-pglite.ts';

const runs = Number(process.env.RUNS ?? 60);

async function measure(name: string, boss: PgBoss, transaction: (work: (tx: any) => Promise<void>) => Promise<void>) {
  await boss.start();
  await boss.createQueue('spike', { notify: true, retryLimit: 2 } as never);
  const started = new Map<string, number>();
  let waiting: ((id: string) => void) | undefined;
  await boss.work('spike', { pollingIntervalSeconds: 2 } as never, async ([job]: any) => {
    started.set(job.id, performance.now());
    waiting?.(job.id);
  });
  const latencies: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    let id = '';
    const seen = new Promise<string>((resolve) => (waiting = resolve));
    let committedAt = 0;
    await transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      id = (await boss.send('spike', { index }, { db: fromDrizzle(tx, sql) } as never)) as string;
    });
    committedAt = performance.now();
    const timeout = setTimeout(() => waiting?.('timeout'), 5000);
    const got = await seen;
    clearTimeout(timeout);
    latencies.push(got === 'timeout' ? 5000 : (started.get(id) ?? 0) - committedAt);
    await new Promise((r) => setTimeout(r, 20));
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(`${name}: n=${runs} p50=${p(0.5)} ms p95=${p(0.95)} ms max=${p(1)} ms`);
  await boss.stop({ graceful: true, timeout: 2000 } as never);
}

async function pglite() {
  const client = await createPglite({ dataDir: 'memory://' });
  const db = drizzlePglite({ client });
  const mutex = new Mutex();
  const adapter = fromPglite(client as never);
  const boss = new PgBoss({
    backend: 'pglite',
    useListenNotify: true,
    db: {
      executeSql: (text: string, values?: unknown[]) => mutex.runExclusive(() => adapter.executeSql(text, values as never)),
      listen: adapter.listen,
    },
  } as never);
  boss.on('error', (e) => console.error('pglite boss error', e));
  await measure('PGlite', boss, (work) => mutex.runExclusive(() => db.transaction(work)));
  await client.close();
}

async function pg() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = postgres(url, { max: 4, onnotice: () => {} });
  await client.unsafe('drop schema if exists pgboss cascade');
  const db = drizzlePostgres(client);
  const boss = new PgBoss({ connectionString: url, useListenNotify: true } as never);
  boss.on('error', (e) => console.error('pg boss error', e));
  await measure('PostgreSQL', boss, (work) => db.transaction(work));
  await client.unsafe('drop schema if exists pgboss cascade');
  await client.end();
}

await pglite();
await pg();
