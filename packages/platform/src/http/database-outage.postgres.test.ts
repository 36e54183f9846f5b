import { accountOwnerRoutes, apiBasePath } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.ts';
import { type CuttableProxy, startCuttableProxy } from '../testing/cuttable-proxy.ts';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../testing/fresh-postgres-database.ts';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform.ts';

// PostgreSQL only (npm run test:postgres): PGlite is in the process and has no connection to lose.
const serverUrl = process.env.DATABASE_URL ?? '';
let fresh: FreshPostgresDatabase;
let proxy: CuttableProxy;
let platform: TestPlatform;
let headers: Record<string, string>;

beforeAll(async () => {
  fresh = await createFreshPostgresDatabase(serverUrl);
  const target = new URL(fresh.url);
  proxy = await startCuttableProxy(target.hostname, Number(target.port || 5432));
  const throughProxy = new URL(fresh.url);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  const database = await openDatabase({ kind: 'postgres', url: throughProxy.href });
  platform = await startTestPlatform({
    database: { database, env: { DATABASE_URL: throughProxy.href }, close: () => database.close() },
  });
  headers = await platform.headersFor('ops@sandbox.test');
}, 60_000);
afterAll(async () => {
  await platform?.close();
  await proxy?.close();
  await fresh?.drop();
});

const merchants = () =>
  fetch(`${platform.baseUrl}${apiBasePath}${accountOwnerRoutes.searchMerchants.path}?query=Acme`, { headers });
const readiness = () => fetch(`${platform.baseUrl}/readyz`);

describe('while the database cannot be reached', () => {
  it('answers 503 with Retry-After within seconds, says it is not ready, and serves again once it is back', async () => {
    expect((await readiness()).status).toBe(200);
    expect((await merchants()).status).toBe(200);

    proxy.cut();
    const startedAt = performance.now();
    const refused = await merchants();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      code: 503,
      message: expect.stringMatching(/unavailable/i),
      details: [],
    });
    const notReady = await readiness();
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'unavailable' });
    expect((await fetch(`${platform.baseUrl}/healthz`)).status).toBe(200);
    expect(performance.now() - startedAt).toBeLessThan(8_000);

    proxy.restore();
    await expect.poll(async () => (await merchants()).status, { timeout: 10_000, interval: 250 }).toBe(200);
    expect((await readiness()).status).toBe(200);
    // No stale failure replayed later: every call after recovery succeeds.
    for (let call = 0; call < 20; call += 1) expect((await merchants()).status).toBe(200);
  }, 60_000);
});

describe('while the network to the database is partitioned (packets dropped, nothing closed)', () => {
  it('answers 503 with Retry-After within 12 s, and serves again by itself once the network is back', async () => {
    expect((await merchants()).status).toBe(200);
    proxy.partition();
    const startedAt = performance.now();
    const refused = await merchants();
    const waitedMs = performance.now() - startedAt;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(waitedMs).toBeLessThan(12_000);

    proxy.restore();
    await expect.poll(async () => (await merchants()).status, { timeout: 15_000, interval: 250 }).toBe(200);
    for (let call = 0; call < 10; call += 1) expect((await merchants()).status).toBe(200);
  }, 60_000);
});
