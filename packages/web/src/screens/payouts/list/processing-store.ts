import type { PayoutProcessingRun, PayoutProcessor, PayoutSelection } from '@ops/core/flows/payout-processing';
import { startPayoutProcessing } from '@ops/core/flows/payout-processing';
import { createListeners } from '../../../lib/listeners/listeners.ts';

const storageKey = 'ops.payouts.processingRun';

/** A run that was under way when the tab closed or reloaded: reopened with its id, it replays what was done. */
export interface InterruptedRun {
  runId: string;
  selection: PayoutSelection;
}

let current: PayoutProcessingRun | undefined;
const listeners = createListeners();
const notify = listeners.notify;

/**
 * The processing run of this tab, kept outside the screen: closing the panel or leaving the screen does not stop
 * it, and coming back shows it as it is. The run's id and selection stay in session storage until it finishes,
 * so after a reload the same run can be reopened (nothing is processed twice: its chunks replay by key).
 */
export const processingStore = {
  subscribe: listeners.subscribe,
  current: () => current,
  interrupted(): InterruptedRun | undefined {
    const stored = window.sessionStorage.getItem(storageKey);
    if (!stored || current) return undefined;
    try {
      return JSON.parse(stored) as InterruptedRun;
    } catch {
      return undefined;
    }
  },
  start(processor: PayoutProcessor, selection: PayoutSelection, runId?: string, onFinished?: () => void) {
    current?.close();
    const run = startPayoutProcessing({ processor }, { selection, ...(runId ? { runId } : {}) });
    current = run;
    const remembered = JSON.stringify({ runId: run.runId, selection });
    window.sessionStorage.setItem(storageKey, remembered);
    let finished = false;
    run.subscribe((progress) => {
      if (progress.phase === 'finished' && !finished) {
        finished = true;
        window.sessionStorage.removeItem(storageKey);
        onFinished?.();
      } else if (progress.phase === 'processing' && finished) {
        // A retry of the failed requests is under way again: a reload should offer to resume it too.
        finished = false;
        window.sessionStorage.setItem(storageKey, remembered);
      }
    });
    notify();
    return run;
  },
  /** Stops the run and forgets it (the panel's Close once it is finished). */
  dismiss() {
    current?.close();
    current = undefined;
    window.sessionStorage.removeItem(storageKey);
    notify();
  },
};
