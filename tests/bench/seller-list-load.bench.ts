// The seller list with balances under 32 keep-alive connections for 20 s, on one platform process on PGlite (as
// `npm start` runs it, in production mode: answers are not checked against the contract). PGlite runs in the
// platform's own process and answers one query at a time, so every request queues on it: what each request asks
// of the database is what the throughput is made of.
// The division has a few thousand sellers, each with a deposit on its balance, written before the platform opens
// the data folder.
// Budget (issue 22): at least twice the 99 requests/s measured before, and p99 at most the 646 ms before.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountOwnerRoutes } from '../../packages/core/src/contract/index.ts';
import { createPglite } from '../../packages/platform/src/db/create-pglite.ts';
import { openPgliteDatabase } from '../../packages/platform/src/db/open-database.ts';
import { postTransaction } from '../../packages/platform/src/ledger/post-transaction.ts';
import { createLedgerDivision, depositBank } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { worldAccount } from '../../packages/platform/src/ledger/world-account.ts';
import { freePort } from '../../packages/platform/src/testing/free-port.ts';
import { migratedPgliteDump } from '../../packages/platform/src/testing/pglite-template.ts';
import { startPlatformProcess } from '../../packages/platform/src/testing/platform-process.ts';
import { percentile } from './percentile.ts';
import { type BenchFigure, report } from './report.ts';
import { sandboxOpsHeaders } from './sandbox-headers.ts';

const connections = 32;
const seconds = 20;
const sellers = 3_000;
const requestsPerSecondBefore = 99;
const p99BeforeMs = 646;
/** Twice the requests/s before, rounded up: the issue asks to at least double it. */
const requestsPerSecondBudget = 200;
const opsEmail = 'ops@sandbox.test';

/** A PGlite data folder (from the migrated template) with one division of `sellers` sellers, each holding a deposit. */
async function seededDataFolder(dataDir: string) {
  const database = await openPgliteDatabase(await createPglite({ dataDir, loadDataDir: await migratedPgliteDump() }));
  try {
    const division = await createLedgerDivision(database, { sellers });
    // One deposit from the bank spread over every seller: each gets a balance of its own in one ledger round trip.
    await database.transaction(async (tx) => {
      const bank = await worldAccount(tx, { kind: 'BANK', name: depositBank, currency: 'EUR' });
      const amounts = division.sellerAccounts.map((_, index) => 1_000 + index);
      await postTransaction(tx, {
        type: 'DEPOSIT',
        status: 'CONFIRMED',
        currency: 'EUR',
        description: 'Direct deposits',
        postings: [
          { worldAccount: bank, amount: -amounts.reduce((sum, amount) => sum + amount, 0) },
          ...division.sellerAccounts.map((virtualAccountCode, index) => ({
            virtualAccountCode,
            bucket: 'CONFIRMED' as const,
            amount: amounts[index] ?? 0,
          })),
        ],
      });
    });
    return division;
  } finally {
    await database.close();
  }
}

const runFolder = mkdtempSync(join(tmpdir(), 'ops-bench-seller-load-'));
const dataDir = join(runFolder, 'pgdata');
const seedStarted = performance.now();
const division = await seededDataFolder(dataDir);
const seedSeconds = (performance.now() - seedStarted) / 1000;
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const platform = await startPlatformProcess({
  PORT: String(port),
  OPS_PUBLIC_URL: baseUrl,
  OPS_DATA_DIR: dataDir,
  OPS_SEED: 'none',
  NODE_ENV: 'production',
});
try {
  const headers = await sandboxOpsHeaders(baseUrl, opsEmail, division.merchantCode);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const sellerList = `/api/${accountOwnerRoutes.listDivisionAccountHolders.path
    .replace('{merchantCode}', division.merchantCode)
    .replace('{divisionCode}', division.divisionCode)}?limit=25&_fragments=balances`;

  /** One page of the list over a kept-alive connection; answers whether it came back with 200 and 25 sellers. */
  const ask = () =>
    new Promise<boolean>((resolve) => {
      const sent = request(`${baseUrl}${sellerList}`, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return resolve(false);
          const page = JSON.parse(Buffer.concat(chunks).toString()) as { elements: { balances?: unknown[] }[] };
          resolve(page.elements.length === 25 && page.elements.every((seller) => seller.balances?.length === 1));
        });
        response.on('error', () => resolve(false));
      });
      sent.on('error', () => resolve(false));
      sent.end();
    });

  for (let warmUp = 0; warmUp < 20; warmUp += 1) await ask();
  const latencies: number[] = [];
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      if (!(await ask())) failed += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const figures: BenchFigure[] = [
    {
      name: `${connections} connections, ${seconds} s: pages not answered in full`,
      value: failed,
      unit: 'requests',
      budget: 0,
    },
    {
      name: `seller list pages answered (${requestsPerSecondBefore} requests/s before)`,
      value: (latencies.length - failed) / elapsed,
      unit: 'requests/s',
      budget: requestsPerSecondBudget,
      higherIsBetter: true,
    },
    { name: 'median latency', value: percentile(latencies, 0.5), unit: 'ms' },
    {
      name: `99th percentile latency (${p99BeforeMs} ms before)`,
      value: percentile(latencies, 0.99),
      unit: 'ms',
      budget: p99BeforeMs,
    },
    { name: `seeding ${sellers.toLocaleString('en')} sellers with balances`, value: seedSeconds, unit: 's' },
  ];
  report(`Seller list with balances on PGlite under ${connections} connections, ${sellers} sellers`, figures);
} finally {
  await platform.stop();
  rmSync(runFolder, { recursive: true, force: true });
}
