// Two platform processes on one PostgreSQL database, as behind a load balancer, under 32 connections for 30 s of
// mixed reads (the seller list with balances, the balance transfer list) and balance transfers. Afterwards the
// ledger's invariants are checked: a broken ledger fails the benchmark, whatever its speed.
// Budget (issue 22): no request fails (a 5xx or a lost connection; a transfer refused for want of balance is an
// answer, counted apart); p99 printed. OPS_SOAK_MINUTES=10 makes it the soak: the processes' resident memory may
// grow by at most 10 % from the end of the first minute to the end, each read after a full garbage collection
// (`resident-memory.ts`: sampled as found, a process's resident memory rises and falls by half with V8's
// collections, whatever is live). The growth as sampled is printed beside it.

import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountOwnerRoutes, fundRoutes } from '../../packages/core/src/contract/index.ts';
import { assertLedgerInvariants } from '../../packages/platform/src/ledger/ledger-invariants.ts';
import { startSharedDatabaseKit } from '../../packages/platform/src/services/fund/testing/shared-database-kit.ts';
import { residentMiB } from '../../packages/platform/src/testing/resident-memory.ts';
import { percentile } from './percentile.ts';
import { usePostgresOrExit } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';
import { type ResidentMemory, residentMemory } from './resident-memory.ts';

const connections = 32;
const soakMinutes = Number(process.env.OPS_SOAK_MINUTES ?? 0);
const seconds = soakMinutes > 0 ? soakMinutes * 60 : 30;
const rssGrowthBudgetPercent = 10;

type Outcome = 'answered' | 'refused' | 'failed';

/** The worst process's growth in per cent from `from` to `to`, by the given reading. */
function worstGrowth(from: ResidentMemory[], to: ResidentMemory[], reading: keyof ResidentMemory): number {
  return Math.max(
    ...to.map((end, index) => {
      const first = from[index]?.[reading] ?? end[reading];
      return ((end[reading] - first) / first) * 100;
    }),
  );
}

await usePostgresOrExit('the platform load benchmark');

const kit = await startSharedDatabaseKit(2, 16, { inspector: soakMinutes > 0 });
try {
  const { shop, headers } = kit;
  const agents = kit.processes.map(() => new Agent({ keepAlive: true, maxSockets: connections }));
  const division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
  const sellerList = `/api/${accountOwnerRoutes.listDivisionAccountHolders.path
    .replace('{merchantCode}', division.merchantCode)
    .replace('{divisionCode}', division.divisionCode)}?limit=25&_fragments=balances`;
  const transferList = `/api/${fundRoutes.listBalanceTransfers.path}?limit=25`;
  const transferPath = `/api/${fundRoutes.createBalanceTransfer.path}`;

  /** One request over the process's kept-alive connections: answered, refused (a 4xx) or failed. */
  const send = (slot: number, method: 'GET' | 'POST', path: string, body?: string) =>
    new Promise<Outcome>((resolve) => {
      const target = kit.processes[slot];
      const extra = body ? { 'content-length': Buffer.byteLength(body), 'idempotency-key': randomUUID() } : {};
      const sent = request(
        `${target?.baseUrl}${path}`,
        {
          method,
          agent: agents[slot],
          headers: { ...headers, 'merchant-code': division.merchantCode, ...extra },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            resolve(status < 400 ? 'answered' : status < 500 ? 'refused' : 'failed');
          });
          response.on('error', () => resolve('failed'));
        },
      );
      sent.on('error', () => resolve('failed'));
      sent.end(body);
    });

  const latencies: number[] = [];
  const counts = { answered: 0, refused: 0, failed: 0, transfers: 0 };
  const pick = () => shop.sellerAccounts[Math.floor(Math.random() * shop.sellerAccounts.length)] ?? '';
  const deadline = performance.now() + seconds * 1000;
  const client = async (index: number) => {
    const slot = index % kit.processes.length;
    for (let turn = 0; performance.now() < deadline; turn += 1) {
      const kind = (index + turn) % 10;
      const started = performance.now();
      let outcome: Outcome;
      if (kind < 4) {
        const [from, to] = [pick(), pick()];
        const body = JSON.stringify({
          fromVirtualAccountCode: from,
          toVirtualAccountCode: from === to ? shop.incomeAccount : to,
          amount: 1 + Math.floor(Math.random() * 100),
          currency: 'EUR',
          type: 'CORRECTION',
        });
        outcome = await send(slot, 'POST', transferPath, body);
        if (outcome === 'answered') counts.transfers += 1;
      } else {
        outcome = await send(slot, 'GET', kind < 7 ? sellerList : transferList);
      }
      latencies.push(performance.now() - started);
      counts[outcome] += 1;
    }
  };
  const memoryOfEach = () => Promise.all(kit.processes.map(({ platform }) => residentMemory(platform)));
  const memoryAtStart = kit.processes.map(({ platform }) => residentMiB(platform.child.pid));
  const started = performance.now();
  // Read under load, as the clients go on; a failure is reported once the load is over.
  const memoryAtOneMinute = soakMinutes > 0 && seconds > 60 ? sleep(60_000).then(memoryOfEach) : undefined;
  memoryAtOneMinute?.catch(() => {});
  await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  const residentAtEnd = kit.processes.map(({ platform }) => residentMiB(platform.child.pid));
  const memoryAtEnd = soakMinutes > 0 ? await memoryOfEach() : undefined;
  await assertLedgerInvariants(kit.database.db);

  latencies.sort((a, b) => a - b);
  const label = soakMinutes > 0 ? `soak, ${soakMinutes} min` : `${seconds} s`;
  const figures: BenchFigure[] = [
    {
      name: `${connections} connections, ${label}: failed (5xx or lost)`,
      value: counts.failed,
      unit: 'requests',
      budget: 0,
    },
    { name: 'requests answered', value: counts.answered / elapsed, unit: 'requests/s' },
    { name: 'transfers made', value: counts.transfers / elapsed, unit: 'transfers/s' },
    { name: 'transfers refused (balance too low)', value: counts.refused, unit: 'requests' },
    { name: 'median latency', value: percentile(latencies, 0.5), unit: 'ms' },
    { name: '99th percentile latency', value: percentile(latencies, 0.99), unit: 'ms' },
    ...residentAtEnd.map((end, index) => ({
      name: `process ${index + 1}: resident memory, start → end`,
      value: end,
      unit: `MiB (from ${(memoryAtStart[index] ?? 0).toFixed(0)})`,
    })),
  ];
  if (memoryAtOneMinute && memoryAtEnd) {
    const atOneMinute = await memoryAtOneMinute;
    figures.push(
      ...memoryAtEnd.map((end, index) => ({
        name: `process ${index + 1}: after a full GC, minute 1 → end`,
        value: end.collected,
        unit: `MiB (from ${(atOneMinute[index]?.collected ?? 0).toFixed(0)})`,
      })),
      {
        name: 'resident growth after minute 1, sampled (worst)',
        value: worstGrowth(atOneMinute, memoryAtEnd, 'sampled'),
        unit: '%',
      },
      {
        name: 'resident growth after minute 1, after full GC (worst)',
        value: worstGrowth(atOneMinute, memoryAtEnd, 'collected'),
        unit: '%',
        budget: rssGrowthBudgetPercent,
      },
    );
  }
  report('Platform under load: two processes on one PostgreSQL database, mixed reads and transfers', figures);
  for (const agent of agents) agent.destroy();
} finally {
  await kit.close();
}
