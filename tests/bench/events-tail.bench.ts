// How soon `ops events tail` shows a transfer (issue 35: "shows a transfer made in the web app within 1 s"): the built
// binary follows a division's events (`--jsonl`) while 20 balance transfers are made over HTTP, one after the other,
// as the web app makes them; each is timed from its request leaving to the tail printing its first posting. The p95
// against the 1 s budget, on PGlite and (when a server answers) PostgreSQL, the platform in this process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiClient, createFundClient } from '../../packages/core/src/api/index.ts';
import { createLedgerDivision, depositConfirmed } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { opsNodeArgs } from '../cli/run-ops.ts';
import { median, percentile } from './percentile.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const transfers = 20;
const budgetMs = 1_000;
const opsEmail = 'ops@sandbox.test';

async function measure(driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const configHome = mkdtempSync(join(tmpdir(), 'ops-bench-events-'));
  const platform = await startTestPlatform();
  try {
    const shop = await createLedgerDivision(platform.database, { sellers: 2, balanceTransfersEnabled: true });
    const [from, to] = shop.sellerAccounts as [string, string];
    await platform.database.transaction((tx) =>
      depositConfirmed(tx, { virtualAccountCode: from, currency: 'EUR', amount: 1_000_000 }),
    );
    const token = await platform.tokenFor(opsEmail);
    const fund = createFundClient(
      createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
    );
    const tail = spawn(
      process.execPath,
      [...opsNodeArgs, 'events', 'tail', '--jsonl', '--merchant', shop.merchantCode, '--division', shop.divisionCode],
      {
        env: {
          ...process.env,
          OPS_API_URL: platform.baseUrl,
          OPS_TOKEN: await platform.tokenFor(opsEmail, 'ops-cli'),
          OPS_LANG: 'en',
          XDG_CONFIG_HOME: configHome,
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // When each transfer's first posting was printed, by the transfer's code.
    const printedAt = new Map<string, number>();
    let pending = '';
    tail.stdout.on('data', (chunk: Buffer) => {
      const at = performance.now();
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const reference = (JSON.parse(line) as { data: { reference?: string } }).data.reference;
        if (reference && !printedAt.has(reference)) printedAt.set(reference, at);
      }
    });
    await new Promise<void>((resolve, reject) => {
      tail.stderr.on('data', (chunk: Buffer) => {
        if (chunk.toString('utf8').startsWith('Following')) resolve();
        else reject(new Error(chunk.toString('utf8')));
      });
    });
    const latencies: number[] = [];
    for (let index = 0; index < transfers; index += 1) {
      const sentAt = performance.now();
      const { code } = await fund.createBalanceTransfer({
        body: {
          fromVirtualAccountCode: from,
          toVirtualAccountCode: to,
          amount: 100 + index,
          currency: 'EUR',
          type: 'CORRECTION',
        },
        idempotencyKey: crypto.randomUUID(),
      });
      while (!printedAt.has(code)) {
        if (performance.now() - sentAt > 10_000) throw new Error(`${code} was not printed within 10 s`);
        await sleep(1);
      }
      latencies.push((printedAt.get(code) as number) - sentAt);
      await sleep(100);
    }
    tail.kill('SIGINT');
    const sorted = [...latencies].sort((a, b) => a - b);
    return [
      { name: `${driver}: transfer request to its line, median`, value: median(latencies), unit: 'ms' },
      {
        name: `${driver}: transfer request to its line, p95`,
        value: percentile(sorted, 0.95),
        unit: 'ms',
        budget: budgetMs,
      },
    ];
  } finally {
    await platform.close();
    rmSync(configHome, { recursive: true, force: true });
  }
}

const figures = await onBothDatabases(measure);
report(`CLI: ops events tail, a balance transfer over HTTP to its line printed (${transfers} transfers)`, figures);
