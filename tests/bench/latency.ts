import { percentile } from './percentile.ts';
import type { BenchFigure } from './report.ts';

export interface LatencyRun {
  /** Requests run and not timed first (caches, plans, the JIT). */
  warmUp: number;
  /** Requests timed, one after another. */
  measured: number;
  /** The p95's budget, in ms. */
  p95BudgetMs: number;
}

/** Runs `request` for the warm-up, then times the measured calls one after another: their p50 and p95. */
export async function latencyFigures(
  name: string,
  request: (index: number) => Promise<unknown>,
  run: LatencyRun,
): Promise<BenchFigure[]> {
  for (let index = 0; index < run.warmUp; index += 1) await request(index);
  const timings: number[] = [];
  for (let index = 0; index < run.measured; index += 1) {
    const started = performance.now();
    await request(index);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return [
    { name: `${name}: p50`, value: percentile(timings, 0.5), unit: 'ms' },
    { name: `${name}: p95`, value: percentile(timings, 0.95), unit: 'ms', budget: run.p95BudgetMs },
  ];
}
