import { describe, expect, it } from 'vitest';
import { faultKinds } from './bank-history.ts';
import { planFaults } from './fault-plan.ts';

const options = { seed: 7, durationMs: 60_000, processes: 2, kinds: faultKinds, gapMs: [500, 2000] } as const;

describe('planFaults', () => {
  it('gives the same plan for the same seed, and another for another seed', () => {
    expect(planFaults(options)).toEqual(planFaults(options));
    expect(planFaults({ ...options, seed: 8 })).not.toEqual(planFaults(options));
  });

  it('strikes with every kind once before any kind twice, within the duration and the gaps', () => {
    const plan = planFaults(options);
    expect(new Set(plan.slice(0, faultKinds.length).map((fault) => fault.kind))).toEqual(new Set(faultKinds));
    expect(plan.every((fault) => fault.at < options.durationMs)).toBe(true);
    const gaps = plan.slice(1).map((fault, index) => fault.at - (plan[index]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2000);
  });

  it('aims process faults at a process and the backends fault at the database', () => {
    for (const fault of planFaults(options)) {
      if (fault.kind === 'end-backends') expect(fault.process).toBeNull();
      else expect([0, 1]).toContain(fault.process);
    }
  });
});
