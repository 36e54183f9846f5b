// `ops sellers list --all --jsonl` of 100,000 sellers: the real binary, streaming every page of one division from
// the platform in-process, its output counted as it arrives and its memory sampled while it runs. The large
// dataset spreads its 100,000 sellers over many divisions; this run's copy of it moves them all into one.
// Deleted sellers are listed too (--show-deleted), so all 100,000 stream. The binary runs as its shebang runs it
// (with its V8 flags, see packages/cli/CONTEXT.md), as a user's `ops` does.
// Budget (issue 8): 20 s, and memory flat: the peak while the second half of the rows streams within 10% of the
// peak while the first half did.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountHolders } from '../../packages/platform/src/db/schema/index.ts';
import { analyzeSeededTables } from '../../packages/platform/src/seed/seed-database.ts';
import { residentMiB } from '../../packages/platform/src/testing/resident-memory.ts';
import { opsNodeArgs } from '../cli/run-ops.ts';
import { startLargePlatform } from './large-dataset.ts';
import { report } from './report.ts';

const scope = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };
/**
 * Memory is flat when it does not grow with the rows: the resident size while the second half streams stays
 * within 10% of its peak while the first half did (garbage collection lets it swing inside that band).
 */
const flatMemoryRatio = 1.1;

let expected = 0;
const { platform, runFolder } = await startLargePlatform(async (database) => {
  await database.db.update(accountHolders).set(scope);
  expected = await database.db.$count(accountHolders);
  await analyzeSeededTables(database);
});
const configHome = mkdtempSync(join(tmpdir(), 'ops-bench-cli-'));
try {
  const token = await platform.tokenFor('ops@sandbox.test', 'ops-cli');
  const args = [
    'sellers',
    'list',
    '--all',
    '--show-deleted',
    '--jsonl',
    '--merchant',
    scope.merchantCode,
    '--division',
    scope.divisionCode,
  ];
  const started = performance.now();
  const child = spawn(process.execPath, [...opsNodeArgs, ...args], {
    env: { ...process.env, OPS_API_URL: platform.baseUrl, OPS_TOKEN: token, XDG_CONFIG_HOME: configHome },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lines = 0;
  let memoryAfterFirstPages = 0;
  /** The peaks while the first half and while the second half of the rows stream: flat memory keeps them level. */
  let firstHalfPeak = 0;
  let secondHalfPeak = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) lines += 1;
  });
  const sampler = setInterval(() => {
    try {
      const now = residentMiB(child.pid);
      if (lines < expected / 2) firstHalfPeak = Math.max(firstHalfPeak, now);
      else secondHalfPeak = Math.max(secondHalfPeak, now);
      if (memoryAfterFirstPages === 0 && lines >= 5_000) memoryAfterFirstPages = now;
    } catch {
      // The process has ended between two samples.
    }
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`ops exited with ${code}`);
  if (lines !== expected) throw new Error(`${lines} sellers printed, ${expected} in the database`);
  report('CLI: ops sellers list --all --jsonl of 100,000 sellers (one division, PGlite, 2 processes)', [
    { name: 'sellers streamed', value: lines, unit: 'sellers' },
    { name: 'time to stream them all', value: seconds, unit: 's', budget: 20 },
    { name: 'ops memory after 5,000 sellers', value: memoryAfterFirstPages, unit: 'MB' },
    { name: 'ops peak memory, first half of the rows', value: firstHalfPeak, unit: 'MB' },
    {
      name: 'ops peak memory, second half over first half',
      value: secondHalfPeak / firstHalfPeak,
      unit: 'x',
      budget: flatMemoryRatio,
    },
  ]);
} finally {
  await platform.close();
  rmSync(runFolder, { recursive: true, force: true });
  rmSync(configHome, { recursive: true, force: true });
}
