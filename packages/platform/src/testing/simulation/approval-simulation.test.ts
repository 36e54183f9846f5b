import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApprovalWorld, simulateApprovals, startApprovalWorld } from './approval-simulation.ts';

/** The approvals simulation (issue 36) on a fixed set of seeds; `OPS_SIM_SEEDS=<n>` runs seeds 1..n instead. */
const seedCount = Number(process.env.OPS_SIM_SEEDS ?? 2);

let world: ApprovalWorld;
beforeAll(async () => {
  world = await startApprovalWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

describe('the simulation of four-eyes approvals', () => {
  it(`keeps every invariant on ${seedCount} seeds`, { timeout: 30_000 + seedCount * 5_000 }, async () => {
    const failed: string[] = [];
    for (let seed = 1; seed <= seedCount; seed++) {
      const run = await simulateApprovals(world, seed);
      if (run.violations.length > 0) failed.push(`seed ${seed}: ${run.violations.join('; ')}\n${run.steps.join('\n')}`);
    }
    expect(failed).toEqual([]);
  });
});
