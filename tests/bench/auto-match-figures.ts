// What the auto-matching benchmarks (bank and PSP side) share: the run timed from outside with the process's CPU time
// beside it, and its figures once its checks found nothing wrong. Budget: 10 s on PGlite.

import type { BenchFigure } from './report.ts';

/** Runs `run` (queue the division's auto-reconciliation, run its job, read it back), timed on the wall and the CPU. */
export async function timedAutoMatch<Result>(
  driver: 'pglite' | 'postgres',
  run: () => Promise<Result>,
): Promise<{ result: Result; seconds: number; cpuSeconds: number }> {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const result = await run();
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(`${driver}: auto-matched in ${seconds.toFixed(1)} s; checking what it did`);
  return { result, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** The run's figures; throws the first problems its checks found instead. */
export function autoMatchFigures(
  driver: 'pglite' | 'postgres',
  measured: { lineCount: number; matched: number; seconds: number; cpuSeconds: number },
  setup: { what: string; seconds: number },
  problems: readonly string[],
): BenchFigure[] {
  if (problems.length > 0) {
    throw new Error(`${problems.length} problems, the first: ${problems.slice(0, 5).join('; ')}`);
  }
  const lines = `${measured.lineCount.toLocaleString('en')} lines`;
  return [
    {
      name: `${driver}: auto-match ${lines} (${measured.matched.toLocaleString('en')} matched)`,
      value: measured.seconds,
      unit: 's',
      ...(driver === 'pglite' ? { budget: 10 } : {}),
    },
    { name: `${driver}: the process's CPU time in it`, value: measured.cpuSeconds, unit: 's' },
    { name: `${driver}: setting up ${setup.what}`, value: setup.seconds, unit: 's' },
  ];
}
