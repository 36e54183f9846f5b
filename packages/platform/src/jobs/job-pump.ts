import { performance } from 'node:perf_hooks';
import type { ClaimedJob, ExchangeJobs, JobFinish } from './job-claims.ts';
import type { WakeSignal } from './job-wakeup.ts';

/**
 * A try's end waits at most about this long for a claim to be written with: after it, with no other try ending,
 * the runner writes the ends on their own and fills the free places (a slow try holds its own place only).
 */
export const settleMs = 10;

export interface JobPumpWork {
  exchange: ExchangeJobs;
  tryJob(job: ClaimedJob, now: Date): Promise<JobFinish>;
  /** How many tries run at once, at most. */
  concurrency: number;
  /** The runner's clock: each claimed job's lease starts at it, and its try is handed it. */
  clock(): Date;
  /** Woken by a try that ended, by a job announced due (NOTIFY) and by `stop`. */
  signal: WakeSignal;
  /** How often to look for jobs that became due by their time while nothing woke the loop. */
  pollMs: number;
  /**
   * Nothing is running and nothing was due: the background loop sleeps until a wake-up or its poll and answers true
   * (look again); `runDue` answers false (done).
   */
  idle(since: number): Promise<boolean>;
  stopping(): boolean;
  /** The database did not answer a claim or a finish: the background loop logs it and sleeps; `runDue` throws it. */
  unreachable(error: unknown): Promise<void>;
}

/**
 * Works the queue with at most `concurrency` tries at once, and answers how many tries it started. A claim takes
 * only as many due jobs as there are free places, so every claimed job starts at once and its lease is its own; it
 * waits until half the places are free (several jobs a statement), or until no try has ended for `settleMs` (the
 * tries still running are slow ones). The ends of tries are written with the next claim, in its statement, or by
 * themselves once no try has ended for `settleMs`, and always before the loop ends or sleeps idle.
 */
export async function pumpJobs(work: JobPumpWork): Promise<number> {
  const { concurrency, signal } = work;
  const refillAt = Math.ceil(concurrency / 2);
  let running = 0;
  let started = 0;
  let lastEnd = 0;
  let ended: JobFinish[] = [];
  /** The last claim found fewer due jobs than it asked for; a wake-up or a try's end (it may have queued one) resets it. */
  let drained = false;
  let seen = signal.epoch();

  const start = (job: ClaimedJob, now: Date) => {
    running += 1;
    started += 1;
    void work.tryJob(job, now).then((finish) => {
      ended.push(finish);
      running -= 1;
      lastEnd = performance.now();
      signal.wake();
    });
  };

  for (;;) {
    const epoch = signal.epoch();
    if (epoch !== seen) {
      seen = epoch;
      drained = false;
    }
    const stopping = work.stopping();
    const free = concurrency - running;
    const settleLeft = settleMs - (performance.now() - lastEnd);
    const settled = running === 0 || settleLeft <= 0;
    const claim: number = !stopping && !drained && free > 0 && (free >= refillAt || settled) ? free : 0;
    if (claim > 0 || (ended.length > 0 && (settled || stopping))) {
      const writing = ended;
      ended = [];
      const now = work.clock();
      try {
        const jobs = await work.exchange(now, claim, writing);
        if (claim > 0) drained = jobs.length < claim;
        // A try queued again for now is due once its end is written: the claim beside it saw the job still running.
        if (writing.some((finish) => finish.state === 'queued' && Number(finish.runAt) <= Number(now))) drained = false;
        for (const job of jobs) start(job, now);
      } catch (error) {
        // Not written: the ends wait for the next statement, or at a stop for the leases to run out.
        if (!stopping) ended.unshift(...writing);
        await work.unreachable(error);
      }
      continue;
    }
    if (running === 0 && ended.length === 0) {
      if (stopping || !(await work.idle(epoch))) return started;
      drained = false;
      continue;
    }
    // Tries are running: wait for one to end, a wake-up, the settle time of the ends not yet written, or the poll.
    const settling = ended.length > 0 || (!stopping && !drained && free > 0);
    await signal.wait(settling ? Math.max(1, settleLeft) : work.pollMs, epoch);
    if (!settling) drained = false;
  }
}
