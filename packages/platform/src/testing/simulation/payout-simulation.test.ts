import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayoutWorld, simulatePayouts, startPayoutWorld } from './payout-simulation.ts';

/** The payout batch simulation (issue 36) on a fixed set of seeds; `OPS_SIM_SEEDS=<n>` runs seeds 1..n instead. */
const seedCount = Number(process.env.OPS_SIM_SEEDS ?? 2);

let world: PayoutWorld;
beforeAll(async () => {
  world = await startPayoutWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

describe('the simulation of payout batches', () => {
  it(`keeps every invariant on ${seedCount} seeds`, { timeout: 30_000 + seedCount * 10_000 }, async () => {
    const failed: string[] = [];
    for (let seed = 1; seed <= seedCount; seed++) {
      const run = await simulatePayouts(world, seed);
      if (run.violations.length > 0) failed.push(`seed ${seed}: ${run.violations.join('; ')}\n${run.steps.join('\n')}`);
    }
    expect(failed).toEqual([]);
  });
});
