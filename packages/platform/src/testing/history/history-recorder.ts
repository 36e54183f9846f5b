import type { FaultRecord, Operation } from './bank-history.ts';

/** Where a run's calls and faults are written down as they end, against one clock. */
export interface HistoryRecorder {
  /** When the run began, ISO 8601. */
  startedAt: string;
  /** Milliseconds since the run began. */
  now(): number;
  operations: Operation[];
  faults: FaultRecord[];
}

export function startRecorder(): HistoryRecorder {
  const began = performance.now();
  return {
    startedAt: new Date().toISOString(),
    now: () => Math.round(performance.now() - began),
    operations: [],
    faults: [],
  };
}
