import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { openDatabase } from '../../db/open-database.ts';
import { createLedgerDivision, depositConfirmed, type LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type CuttableProxy, startCuttableProxy } from '../cuttable-proxy.ts';
import { freePort } from '../free-port.ts';
import { createFreshPostgresDatabase } from '../fresh-postgres-database.ts';
import { type PlatformProcess, startPlatformProcess } from '../platform-process.ts';

export interface BankClusterOptions {
  /** The PostgreSQL server (DATABASE_URL): the cluster makes a fresh database of its own there and drops it. */
  serverUrl: string;
  processes: number;
  sellers: number;
  /** What each seller holds at the start (a direct deposit to its confirmed balance). */
  openingBalance: number;
  /** What the division's income account holds at the start: in the division's total, never moved. */
  incomeBalance: number;
}

/**
 * Platform processes (`src/main.ts`, as `npm start` runs them) on one fresh PostgreSQL database, each reaching it
 * through a TCP proxy of its own that a fault can cut or partition, with a division whose sellers hold money and
 * may transfer it. Faults strike through it: `stop` a process with a signal and `start` it again on its port,
 * `proxy(index)` cut, `endBackends` end every session of the database.
 */
export interface BankCluster {
  division: LedgerDivision;
  baseUrls: string[];
  /** The ops account's headers, good on every process. */
  headers: Record<string, string>;
  /** Sends the signal and waits for the exit; answers the exit code (null when killed by the signal). */
  stop(index: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
  /** Starts the process again on its port, trying again while a start fails; answers how many starts it took. */
  start(index: number): Promise<number>;
  proxy(index: number): CuttableProxy;
  /** Ends every session of the database but its own with `pg_terminate_backend`; answers how many it ended. */
  endBackends(): Promise<number>;
  /** What process `index` printed, every run of it (with OPS_LOG_LEVEL=error: the errors it logged). */
  output(index: number): string;
  close(): Promise<void>;
}

interface Slot {
  port: number;
  proxy: CuttableProxy;
  platform: PlatformProcess | null;
  /** The output of its earlier runs. */
  earlier: string;
}

/** Starts of a process tried before it counts as broken: a fault may strike the database while it starts. */
const startAttempts = 5;

export async function startBankCluster(options: BankClusterOptions): Promise<BankCluster> {
  const fresh = await createFreshPostgresDatabase(options.serverUrl);
  const server = new URL(fresh.url);
  const admin = postgres(fresh.url, { max: 1, onnotice: () => {} });
  const slots: Slot[] = [];
  const slotOf = (index: number) => slots[index] as Slot;
  const baseUrls: string[] = [];
  const run = (slot: Slot) => {
    const throughProxy = new URL(fresh.url);
    throughProxy.port = String(slot.proxy.port);
    return startPlatformProcess(
      {
        PORT: String(slot.port),
        OPS_PUBLIC_URL: baseUrls[0] as string,
        DATABASE_URL: throughProxy.href,
        OPS_SEED: 'none',
      },
      { logLevel: 'error' },
    );
  };
  const start = async (index: number) => {
    const slot = slotOf(index);
    for (let attempt = 1; ; attempt += 1) {
      try {
        slot.platform = await run(slot);
        return attempt;
      } catch (error) {
        slot.earlier += `${(error as Error).message}\n`;
        if (attempt === startAttempts) throw error;
        await sleep(200);
      }
    }
  };
  const stop = async (index: number, signal: NodeJS.Signals) => {
    const slot = slotOf(index);
    const platform = slot.platform;
    if (!platform) throw new Error(`process ${index} is not running`);
    slot.platform = null;
    const code = await platform.stop(signal);
    slot.earlier += platform.output();
    return code;
  };
  /** Ends whatever was started so far: also when the start itself failed half-way. */
  const close = async () => {
    await Promise.all(slots.map((slot, index) => (slot.platform ? stop(index, 'SIGKILL') : undefined)));
    await Promise.all(slots.map((slot) => slot.proxy.close()));
    await admin.end();
    await fresh.drop();
  };
  try {
    const division = await writeDivision(fresh.url, options);
    for (let index = 0; index < options.processes; index += 1) {
      const proxy = await startCuttableProxy(server.hostname, Number(server.port || 5432));
      slots.push({ port: await freePort(), proxy, platform: null, earlier: '' });
      baseUrls.push(`http://127.0.0.1:${slotOf(index).port}`);
    }
    // They start at once on the same database.
    await Promise.all(slots.map((_, index) => start(index)));
    return {
      division,
      baseUrls,
      headers: { ...(await opsHeaders(baseUrls[0] as string)), 'content-type': 'application/json' },
      stop,
      start,
      proxy: (index) => slotOf(index).proxy,
      async endBackends() {
        const ended = await admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`;
        return ended.length;
      },
      output: (index) => slotOf(index).earlier + (slotOf(index).platform?.output() ?? ''),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The division and its opening balances, written straight into the fresh database through the ledger. */
async function writeDivision(databaseUrl: string, options: BankClusterOptions): Promise<LedgerDivision> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const division = await createLedgerDivision(database, { sellers: options.sellers, balanceTransfersEnabled: true });
    await database.transaction(async (tx) => {
      for (const account of division.sellerAccounts) {
        await depositConfirmed(tx, { virtualAccountCode: account, currency: 'EUR', amount: options.openingBalance });
      }
      const income = { virtualAccountCode: division.incomeAccount, currency: 'EUR', amount: options.incomeBalance };
      if (options.incomeBalance > 0) await depositConfirmed(tx, income);
    });
    return division;
  } finally {
    await database.close();
  }
}

/** Signs the sandbox's ops account in through `/sandbox/token`. */
async function opsHeaders(baseUrl: string): Promise<Record<string, string>> {
  const email = 'ops@sandbox.test';
  const answer = await fetch(`${baseUrl}/sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { idToken } = (await answer.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}`, 'x-user': email };
}
