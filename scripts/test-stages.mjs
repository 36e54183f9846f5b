// `npm test` (task:test) and `npm run test:postgres` run their stages through here: each stage in turn, stopping
// at the first that fails, and at the end the wall time of each beside its budget, so a stage that grows is seen
// when it grows. The budgets are for a quiet 2-core machine; `.ci/run` holds the whole run under 20 minutes there.
// `node scripts/test-stages.mjs [STAGE...]` runs the named stages of the test run only.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The stages of `npm test` in order: the command and its budget in seconds on a quiet 2-core machine. */
const stages = [
  { name: 'typecheck', command: 'pnpm run task:typecheck', budgetSeconds: 90 },
  { name: 'lint', command: 'pnpm run task:lint', budgetSeconds: 60 },
  { name: 'vitest', command: 'vitest run', budgetSeconds: 480 },
  { name: 'build', command: 'pnpm --filter @ops/web build', budgetSeconds: 90 },
  { name: 'playwright', command: 'node tests/e2e/run.mjs', budgetSeconds: 480 },
  { name: 'postgres', command: 'node scripts/test-postgres.mjs', budgetSeconds: 240, only: true },
];

const wanted = process.argv.slice(2);
const chosen =
  wanted.length > 0 ? stages.filter((stage) => wanted.includes(stage.name)) : stages.filter((s) => !s.only);
if (chosen.length === 0 || chosen.length < wanted.length) {
  console.error(`test-stages: the stages are ${stages.map((stage) => stage.name).join(', ')}`);
  process.exit(2);
}

/** The machine's CPU time so far, busy and in all (Linux's /proc/stat, in ticks); undefined where there is none. */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3] + ticks[4];
    const all = ticks.reduce((sum, tick) => sum + tick, 0);
    return { busy: all - idle, all };
  } catch {
    return undefined;
  }
}

/** How busy the machine's cores were between two readings, in percent: a stage far below 100 waits on something. */
function busyPercent(before, after) {
  if (!before || !after || after.all === before.all) return undefined;
  return (100 * (after.busy - before.busy)) / (after.all - before.all);
}

const timings = [];
let failed;
for (const stage of chosen) {
  const started = performance.now();
  const cpuBefore = cpuTicks();
  const result = spawnSync(stage.command, { cwd: root, stdio: 'inherit', shell: true });
  timings.push({ stage, seconds: (performance.now() - started) / 1000, busy: busyPercent(cpuBefore, cpuTicks()) });
  if (result.status !== 0) {
    failed = stage;
    break;
  }
}

console.log('\nTest stages, wall time beside the budget of a quiet 2-core machine (and how busy the cores were):');
for (const { stage, seconds, busy } of timings) {
  const over = seconds > stage.budgetSeconds ? '  OVER BUDGET' : '';
  const cores = busy === undefined ? '' : `   cores ${busy.toFixed(0).padStart(3)}% busy`;
  console.log(
    `  ${stage.name.padEnd(11)} ${seconds.toFixed(0).padStart(5)} s   budget ${stage.budgetSeconds} s${cores}${over}`,
  );
}
if (failed) {
  console.error(`test-stages: ${failed.name} failed`);
  process.exit(1);
}
