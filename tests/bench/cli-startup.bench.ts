// How fast `ops` answers (issue 21): the built binary as its shebang runs it, each run a new process.
// `ops --help` (median of 10; its peak memory), and `ops sellers list` of a division with 25 sellers on the
// embedded platform (PGlite) in this process (median of 10, after one run that warms the platform).
// `ops sellers list --json code,name --jq '.[].code'` likewise (issue 35: jq-web loaded and run).
// Budgets: --help 250 ms and 80 MB; sellers list 400 ms; with --jq 300 ms. Node itself starting and exiting is shown beside them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLedgerDivision } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { opsNodeArgs } from '../cli/run-ops.ts';
import { median } from './percentile.ts';
import { report } from './report.ts';

const runs = 10;

/** One run of node with these arguments: its wall time in ms, its peak resident memory in MB and its output. */
function timed(args: readonly string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ ms: number; peakMb: number; stdout: string; code: number | null }>((resolve, reject) => {
    const started = performance.now();
    // The peak memory is the process's own (getrusage's maxrss), written to a pipe of its own as it exits.
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit', 'pipe'] });
    let stdout = '';
    let peak = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      peak += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ ms: performance.now() - started, peakMb: Number(peak) / 1024, stdout, code }),
    );
  });
}

/**
 * A hook that reports the process's peak resident memory (VmHWM, in kB) on a pipe of its own as it exits. Not
 * getrusage's maxrss: Linux keeps that across exec, so a child would count this process's memory at its fork.
 */
const reportPeak = `import { readFileSync, writeSync } from 'node:fs'; process.on('exit', () => writeSync(3, /VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]));`;
const peakHook = ['--import', `data:text/javascript,${encodeURIComponent(reportPeak)}`];
/** The binary as its shebang runs it (its V8 flags, then the script), with the hook. */
const opsArgs = (args: readonly string[]) => [
  ...opsNodeArgs.slice(0, -1),
  ...peakHook,
  ...opsNodeArgs.slice(-1),
  ...args,
];

async function medianOf(args: readonly string[], env: NodeJS.ProcessEnv, expect: (stdout: string) => boolean) {
  const times: number[] = [];
  let peakMb = 0;
  for (let run = 0; run < runs; run += 1) {
    const result = await timed(args, env);
    if (result.code !== 0 || !expect(result.stdout)) throw new Error(`${args.join(' ')} failed: ${result.stdout}`);
    times.push(result.ms);
    peakMb = Math.max(peakMb, result.peakMb);
  }
  return { ms: median(times), peakMb };
}

const configHome = mkdtempSync(join(tmpdir(), 'ops-bench-startup-'));
const platform = await startTestPlatform();
try {
  const division = await createLedgerDivision(platform.database, { sellers: 25 });
  const env = {
    ...process.env,
    OPS_API_URL: platform.baseUrl,
    OPS_TOKEN: await platform.tokenFor('ops@sandbox.test', 'ops-cli'),
    OPS_LANG: 'en',
    XDG_CONFIG_HOME: configHome,
    NO_COLOR: '1',
  };
  const bare = await medianOf([...peakHook, '-e', '0'], env, () => true);
  const help = await medianOf(opsArgs(['--help']), env, (stdout) => stdout.startsWith('Usage: ops'));
  const list = ['sellers', 'list', '--merchant', division.merchantCode, '--division', division.divisionCode];
  const rows = (stdout: string) => stdout.trimEnd().split('\n').length === 26;
  await timed(opsArgs(list), env);
  const sellers = await medianOf(opsArgs(list), env, rows);
  const codes = [...list, '--json', 'code,name', '--jq', '.[].code'];
  const jq = await medianOf(opsArgs(codes), env, (stdout) => stdout.trimEnd().split('\n').length === 25);
  report(`CLI: start-up of the built ops binary, median of ${runs} runs each`, [
    { name: 'node -e 0 (Node starting and exiting, for scale)', value: bare.ms, unit: 'ms' },
    { name: 'ops --help', value: help.ms, unit: 'ms', budget: 250 },
    { name: 'ops --help, peak memory', value: help.peakMb, unit: 'MB', budget: 80 },
    { name: 'ops sellers list (25 rows, embedded platform)', value: sellers.ms, unit: 'ms', budget: 400 },
    { name: 'ops sellers list --json code,name --jq .[].code', value: jq.ms, unit: 'ms', budget: 300 },
  ]);
} finally {
  await platform.close();
  rmSync(configHome, { recursive: true, force: true });
}
