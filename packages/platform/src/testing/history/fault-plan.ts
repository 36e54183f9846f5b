import { createRandom } from '../../seed/random.ts';
import type { FaultKind } from './bank-history.ts';

export interface PlannedFault {
  /** When it is due, in milliseconds since the run began; it strikes then or once its target can take it. */
  at: number;
  kind: FaultKind;
  /** The process it strikes; null for `end-backends`, which strikes the database. */
  process: number | null;
  /** How long a cut or partition lasts, or how long a stopped process stays down before it starts again. */
  holdMs: number;
}

export interface FaultPlanOptions {
  seed: number;
  /** No fault is planned at or after it. */
  durationMs: number;
  processes: number;
  /** The kinds to draw from; each strikes once, in an order the seed gives, before any strikes twice. */
  kinds: readonly FaultKind[];
  /** The quiet time between one fault's due time and the next's, drawn from this range. */
  gapMs: readonly [number, number];
}

/** How long each kind holds, drawn from the range. */
const holdRange: Record<FaultKind, readonly [number, number]> = {
  kill: [0, 300],
  terminate: [0, 300],
  cut: [300, 1200],
  'end-backends': [0, 0],
  partition: [1000, 3000],
};

/**
 * A fault schedule drawn from a seed: the same options always give the same plan. Every kind strikes once before
 * any strikes again, so even a short plan holds each kind it was given.
 */
export function planFaults(options: FaultPlanOptions): PlannedFault[] {
  const random = createRandom(options.seed);
  const plan: PlannedFault[] = [];
  let round: FaultKind[] = [];
  for (let at = random.int(...options.gapMs); at < options.durationMs; at += random.int(...options.gapMs)) {
    if (round.length === 0) round = [...options.kinds];
    const kind = round.splice(random.int(0, round.length - 1), 1)[0] as FaultKind;
    const process = kind === 'end-backends' ? null : random.int(0, options.processes - 1);
    plan.push({ at, kind, process, holdMs: random.int(...holdRange[kind]) });
  }
  return plan;
}
