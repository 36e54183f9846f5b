import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openDatabase } from '../../db/open-database.ts';
import { readVirtualAccountBalances } from '../../ledger/balances.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { createLedgerDivision, depositConfirmed, type LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../../testing/fresh-postgres-database.ts';
import { type PlatformProcess, startPlatformProcess } from '../../testing/platform-process.ts';

// PostgreSQL only (npm run test:postgres): two platform processes share one database, as behind a load balancer.
const opening = 100_000;
let fresh: FreshPostgresDatabase;
let database: Database;
let shop: LedgerDivision;
let processes: { platform: PlatformProcess; baseUrl: string }[] = [];
let headers: Record<string, string>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  fresh = await createFreshPostgresDatabase(process.env.DATABASE_URL ?? '');
  database = await openDatabase({ kind: 'postgres', url: fresh.url });
  shop = await createLedgerDivision(database, { sellers: 6, balanceTransfersEnabled: true });
  for (const account of shop.sellerAccounts) {
    await database.transaction((tx) =>
      depositConfirmed(tx, { virtualAccountCode: account, currency: 'EUR', amount: opening }),
    );
  }
  // Both start at once on the same database (migrations, identity keys and all), under one public URL as behind
  // a load balancer.
  const ports = [await freePort(), await freePort()];
  processes = await Promise.all(
    ports.map(async (port) => ({
      platform: await startPlatformProcess({
        PORT: String(port),
        OPS_PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
        DATABASE_URL: fresh.url,
        OPS_SEED: 'none',
      }),
      baseUrl: `http://127.0.0.1:${port}`,
    })),
  );
  const answer = await fetch(`${processes[0]?.baseUrl}/sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@sandbox.test' }),
  });
  const { idToken } = (await answer.json()) as { idToken: string };
  headers = { authorization: `Bearer ${idToken}`, 'x-user': 'ops@sandbox.test', 'content-type': 'application/json' };
}, 180_000);
afterAll(async () => {
  await Promise.all(processes.map(({ platform }) => platform.stop()));
  await database?.close();
  await fresh?.drop();
});

interface Transfer {
  from: string;
  to: string;
  amount: number;
  key: string;
}

function transferThrough(baseUrl: string, transfer: Transfer) {
  return fetch(`${baseUrl}/api/main/api/v2/fund/internal/balance/transfer`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': transfer.key },
    body: JSON.stringify({
      fromVirtualAccountCode: transfer.from,
      toVirtualAccountCode: transfer.to,
      amount: transfer.amount,
      currency: 'EUR',
      type: 'CORRECTION',
    }),
  }).then(async (response) => ({
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    body: (await response.json()) as { code?: string },
  }));
}

/** Runs the tasks `width` at a time. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await (tasks[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

describe('two platform processes on one PostgreSQL database', () => {
  it('take transfers through both at once, and a retry on the other process: each moves money once, no 5xx', async () => {
    const accounts = shop.sellerAccounts;
    const transfers: Transfer[] = Array.from({ length: 160 }, (_, index) => ({
      from: accounts[index % accounts.length] as string,
      to:
        accounts[(index * 7 + 1) % accounts.length] === accounts[index % accounts.length]
          ? (accounts[(index + 1) % accounts.length] as string)
          : (accounts[(index * 7 + 1) % accounts.length] as string),
      amount: 1 + ((index * 37) % 500),
      key: randomUUID(),
    }));
    const through = (index: number) => processes[index % 2]?.baseUrl as string;
    const firsts = await inParallel(
      transfers.map((transfer, index) => () => transferThrough(through(index), transfer)),
      16,
    );
    // A client whose answer was lost retries on the other process with the same key.
    const retried = transfers.filter((_, index) => index % 8 === 0);
    const retries = await inParallel(
      retried.map((transfer, index) => () => transferThrough(through(index * 8 + 1), transfer)),
      8,
    );

    expect(firsts.filter((answer) => answer.status !== 201)).toEqual([]); // no 5xx, no refusal: all made
    for (const [index, retry] of retries.entries()) {
      expect(retry).toMatchObject({ status: 201, replayed: true, body: { code: firsts[index * 8]?.body.code } });
    }

    const expected = new Map(accounts.map((account) => [account, opening]));
    for (const { from, to, amount } of transfers) {
      expected.set(from, (expected.get(from) ?? 0) - amount);
      expected.set(to, (expected.get(to) ?? 0) + amount);
    }
    for (const account of accounts) {
      expect((await readVirtualAccountBalances(database.db, account))?.confirmed, account).toBe(expected.get(account));
    }
    await assertLedgerInvariants(database.db);
  }, 120_000);
});
