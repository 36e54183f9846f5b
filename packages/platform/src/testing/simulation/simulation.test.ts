import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate } from './simulation.ts';
import { type SimulationWorld, startSimulationWorld } from './simulation-world.ts';

/**
 * The deterministic simulation of the job queue and webhook deliveries (issue 36): a fixed set of seeds here;
 * `OPS_SIM_SEEDS=<n>` runs seeds 1..n instead, and `pnpm --filter @ops/platform simulate --seed <n>` replays one
 * seed and prints its steps.
 */
const seedCount = Number(process.env.OPS_SIM_SEEDS ?? 3);

let world: SimulationWorld;
beforeAll(async () => {
  world = await startSimulationWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

describe('the simulation of jobs and webhook deliveries', () => {
  it(`keeps every invariant on ${seedCount} seeds, and replays a seed step for step`, {
    timeout: 20_000 + seedCount * 3_000,
  }, async () => {
    const failed: string[] = [];
    const runs = [];
    for (let seed = 1; seed <= seedCount; seed++) {
      const run = await simulate(world, seed);
      runs.push(run);
      if (run.violations.length > 0) failed.push(`seed ${seed}: ${run.violations.join('; ')}`);
    }
    expect(failed).toEqual([]);
    const [first] = runs;
    if (!first) return;
    expect(first.steps.some((step) => step.includes('fault:'))).toBe(true);
    expect(first.steps.some((step) => step.includes('crashes'))).toBe(true);
    expect((await simulate(world, first.seed)).steps).toEqual(first.steps);
  });
});
