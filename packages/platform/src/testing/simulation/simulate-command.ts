// `pnpm --filter @ops/platform simulate [--seeds N] [--from S] [--steps N] [--approvals | --payouts]`: the
// deterministic simulation of the job queue and webhook deliveries (with --approvals: of four-eyes approvals; with
// --payouts: of payout batches) on seeds S..S+N-1 (one PGlite platform in-process); prints each failing seed and exits 1 when one failed. `--seed S` replays one seed and
// prints every step of its run.
import { parseArgs } from 'node:util';
import { simulateApprovals, startApprovalWorld } from './approval-simulation.ts';
import { simulatePayouts, startPayoutWorld } from './payout-simulation.ts';
import { type SimulationRun, simulate } from './simulation.ts';
import { startSimulationWorld } from './simulation-world.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    seeds: { type: 'string', default: '100' },
    from: { type: 'string', default: '1' },
    steps: { type: 'string', default: '80' },
    approvals: { type: 'boolean', default: false },
    payouts: { type: 'boolean', default: false },
  },
});

function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 2 ** 31) {
    console.error(`simulate: --${name} must be a whole number from 0 to 2^31, not '${text}'`);
    process.exit(2);
  }
  return value;
}

const steps = wholeNumber('steps', values.steps);
/** The world the chosen simulation runs in, and one seed's run in it. */
async function chosenSimulation(): Promise<{ close(): Promise<void>; runSeed(seed: number): Promise<SimulationRun> }> {
  if (values.approvals) {
    const world = await startApprovalWorld();
    return { close: world.close, runSeed: (seed) => simulateApprovals(world, seed, steps) };
  }
  if (values.payouts) {
    const world = await startPayoutWorld();
    return { close: world.close, runSeed: (seed) => simulatePayouts(world, seed, steps) };
  }
  const world = await startSimulationWorld();
  return { close: world.close, runSeed: (seed) => simulate(world, seed, { steps }) };
}

const world = await chosenSimulation();
const { runSeed } = world;
let failed = 0;
try {
  if (values.seed !== undefined) {
    const run = await runSeed(wholeNumber('seed', values.seed));
    for (const step of run.steps) console.log(step);
    console.log(run.violations.length === 0 ? 'every invariant held' : `${run.violations.length} violation(s)`);
    failed = run.violations.length > 0 ? 1 : 0;
  } else {
    const from = wholeNumber('from', values.from);
    const count = wholeNumber('seeds', values.seeds);
    const started = performance.now();
    for (let seed = from; seed < from + count; seed++) {
      const run = await runSeed(seed);
      if (run.violations.length === 0) continue;
      failed += 1;
      console.log(`seed ${seed}: ${run.violations.join('; ')} (replay: simulate --seed ${seed})`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`simulate: ${count} seeds from ${from}, ${failed} failed, ${seconds} s`);
  }
} finally {
  await world.close();
}
process.exit(failed > 0 ? 1 : 0);
