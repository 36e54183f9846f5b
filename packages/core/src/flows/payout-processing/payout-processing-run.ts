import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import {
  createPayoutProcessingMachine,
  type PayoutProcessingInput,
  type PayoutProcessingMachine,
  type PayoutProcessingOptions,
} from './payout-processing-machine.ts';
import { type PayoutItemResult, type PayoutProcessingSummary, summarize } from './processing-outcome.ts';

export type PayoutProcessingPhase = 'resolving' | 'resolveFailed' | 'processing' | 'stopped' | 'finished';

/** What a progress bar and an outcome list show: plain data, the same for the web and the cli. */
export interface PayoutProcessingProgress {
  phase: PayoutProcessingPhase;
  total: number;
  /** Requests answered so far (accepted, failed, skipped) or given up on (server-side error). */
  done: number;
  accepted: number;
  /** Refused, unknown or unanswered requests: the n of '{n} of {t} requests have failed'. */
  failed: number;
  skipped: number;
  /** Requests a second in the current pass. */
  rate: number;
  /** Every request of the selection in order, with its outcome so far. */
  items: readonly PayoutItemResult[];
  /** Set once the run (or its retry) has finished. */
  summary: PayoutProcessingSummary | undefined;
}

export function progressOf(snapshot: SnapshotFrom<PayoutProcessingMachine>): PayoutProcessingProgress {
  const { context } = snapshot;
  const items = context.codes.flatMap((code) => {
    const item = context.items.get(code);
    return item ? [item] : [];
  });
  const counts = summarize(items);
  const phase = snapshot.value as PayoutProcessingPhase;
  return {
    phase,
    total: counts.total,
    done: items.filter((item) => item.state !== 'pending').length,
    accepted: counts.accepted,
    failed: counts.failed,
    skipped: counts.skipped,
    rate: context.rate,
    items,
    summary: phase === 'finished' ? counts : undefined,
  };
}

/** A processing run with a plain API: what the cli drives and what a screen may subscribe to. */
export interface PayoutProcessingRun {
  actor: Actor<PayoutProcessingMachine>;
  runId: string;
  progress(): PayoutProcessingProgress;
  /** Called on every change; answers the unsubscribe function. */
  subscribe(listener: (progress: PayoutProcessingProgress) => void): () => void;
  /** The summary once the run is finished; rejects when the selection could not be resolved. */
  finished(): Promise<PayoutProcessingSummary>;
  retryFailed(): void;
  stop(): void;
  resume(): void;
  /** Stops the run and its calls: reopen with the same `runId` and selection to resume. */
  close(): void;
}

export function startPayoutProcessing(
  options: PayoutProcessingOptions,
  input: PayoutProcessingInput,
): PayoutProcessingRun {
  const actor = createActor(createPayoutProcessingMachine(options), { input });
  actor.start();
  const progress = () => progressOf(actor.getSnapshot());
  return {
    actor,
    runId: actor.getSnapshot().context.runId,
    progress,
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener(progress()));
      return () => subscription.unsubscribe();
    },
    finished() {
      return new Promise((resolve, reject) => {
        const settle = () => {
          const snapshot = actor.getSnapshot();
          if (snapshot.matches('finished')) resolve(summarize(snapshot.context.items.values()));
          else if (snapshot.matches('resolveFailed')) reject(new Error('the payout requests could not be listed'));
          else return false;
          return true;
        };
        if (settle()) return;
        const subscription = actor.subscribe(() => {
          if (settle()) subscription.unsubscribe();
        });
      });
    },
    retryFailed: () => actor.send({ type: 'retryFailed' }),
    stop: () => actor.send({ type: 'stop' }),
    resume: () => actor.send({ type: 'resume' }),
    close: () => actor.stop(),
  };
}
