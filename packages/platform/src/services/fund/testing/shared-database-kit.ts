import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import { openDatabase } from '../../../db/open-database.ts';
import { readVirtualAccountBalances } from '../../../ledger/balances.ts';
import {
  createLedgerDivision,
  depositConfirmed,
  type LedgerDivision,
} from '../../../ledger/testing/ledger-fixtures.ts';
import { freePort } from '../../../testing/free-port.ts';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../../../testing/fresh-postgres-database.ts';
import {
  type PlatformProcess,
  type PlatformProcessOptions,
  startPlatformProcess,
} from '../../../testing/platform-process.ts';

/** What each seller holds at the start. */
export const openingBalance = 100_000;

export interface ProcessSlot {
  port: number;
  baseUrl: string;
  platform: PlatformProcess;
}

/**
 * Platform processes on one fresh PostgreSQL database (from DATABASE_URL) under one public URL, as behind a load
 * balancer, with a division of sellers holding `openingBalance` each; for the scale-out and chaos suites and the
 * platform load benchmark (`processOptions` go to each process).
 */
export interface SharedDatabaseKit {
  /** The fresh database's URL, for a connection of a test's own. */
  url: string;
  database: Database;
  shop: LedgerDivision;
  processes: ProcessSlot[];
  /** The ops account's headers, good on every process. */
  headers: Record<string, string>;
  /** Starts process `index` again on its port, after it stopped or was killed. */
  restart(index: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSharedDatabaseKit(
  processCount: number,
  sellers = 6,
  processOptions: PlatformProcessOptions = {},
): Promise<SharedDatabaseKit> {
  const fresh: FreshPostgresDatabase = await createFreshPostgresDatabase(process.env.DATABASE_URL ?? '');
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  const shop = await createLedgerDivision(database, { sellers, balanceTransfersEnabled: true });
  for (const account of shop.sellerAccounts) {
    await database.transaction((tx) =>
      depositConfirmed(tx, { virtualAccountCode: account, currency: 'EUR', amount: openingBalance }),
    );
  }
  const ports = await Promise.all(Array.from({ length: processCount }, freePort));
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  const start = (port: number) =>
    startPlatformProcess(
      { PORT: String(port), OPS_PUBLIC_URL: publicUrl, DATABASE_URL: fresh.url, OPS_SEED: 'none' },
      processOptions,
    );
  // They start at once on the same database: migrations (each finds them applied), identity keys and all.
  const processes = await Promise.all(
    ports.map(async (port) => ({ port, baseUrl: `http://127.0.0.1:${port}`, platform: await start(port) })),
  );
  const answer = await fetch(`${processes[0]?.baseUrl}/sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@sandbox.test' }),
  });
  const { idToken } = (await answer.json()) as { idToken: string };
  return {
    url: fresh.url,
    database,
    shop,
    processes,
    headers: { authorization: `Bearer ${idToken}`, 'x-user': 'ops@sandbox.test', 'content-type': 'application/json' },
    async restart(index) {
      const slot = processes[index] as ProcessSlot;
      slot.platform = await start(slot.port);
    },
    async close() {
      await Promise.all(
        processes.map(({ platform }) => (platform.child.exitCode === null ? platform.stop('SIGKILL') : undefined)),
      );
      await database.close();
      await fresh.drop();
    },
  };
}

export interface Transfer {
  from: string;
  to: string;
  amount: number;
  key: string;
}

/** `count` transfers between the sellers, each with its own Idempotency-Key, never from an account to itself. */
export function transfersBetween(accounts: readonly string[], count: number): Transfer[] {
  return Array.from({ length: count }, (_, index) => {
    const from = accounts[index % accounts.length] as string;
    const step = 1 + ((index * 7) % (accounts.length - 1));
    return {
      from,
      to: accounts[(index + step) % accounts.length] as string,
      amount: 1 + ((index * 37) % 500),
      key: randomUUID(),
    };
  });
}

export interface TransferAnswer {
  /** 0 when no answer came: the connection failed. */
  status: number;
  replayed: boolean;
  code?: string;
}

/** One balance transfer through a process, as a client sees it. */
export async function transferThrough(
  baseUrl: string,
  headers: Record<string, string>,
  transfer: Transfer,
): Promise<TransferAnswer> {
  try {
    const response = await fetch(`${baseUrl}/api/main/api/v2/fund/internal/balance/transfer`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': transfer.key },
      body: JSON.stringify({
        fromVirtualAccountCode: transfer.from,
        toVirtualAccountCode: transfer.to,
        amount: transfer.amount,
        currency: 'EUR',
        type: 'CORRECTION',
      }),
    });
    const body = (await response.json()) as { code?: string };
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      ...(body.code === undefined ? {} : { code: String(body.code) }),
    };
  } catch {
    return { status: 0, replayed: false };
  }
}

/** Runs the tasks `width` at a time, answering their results in order. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
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

/** Each seller's confirmed balance after the given transfers were made, once each. */
export function balancesAfter(accounts: readonly string[], made: readonly Transfer[]): Map<string, number> {
  const balances = new Map(accounts.map((account) => [account, openingBalance]));
  for (const { from, to, amount } of made) {
    balances.set(from, (balances.get(from) ?? 0) - amount);
    balances.set(to, (balances.get(to) ?? 0) + amount);
  }
  return balances;
}

/** Each seller's confirmed balance as stored. */
export async function storedBalances(database: Database, accounts: readonly string[]): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  for (const account of accounts) {
    balances.set(account, (await readVirtualAccountBalances(database.db, account))?.confirmed ?? Number.NaN);
  }
  return balances;
}
