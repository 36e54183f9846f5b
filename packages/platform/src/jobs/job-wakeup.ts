import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';

/** The NOTIFY channel a due job is announced on: idle runners wake without waiting for their poll. */
export const jobsChannel = 'ops_jobs';

/** Announces a job due now; the NOTIFY is delivered when (and only if) the transaction commits. */
export async function announceDueJob(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_notify(${jobsChannel}, '')`);
}

/**
 * Lets idle loops sleep until their poll time or a wake-up, whichever comes first. Each wake-up counts
 * (`epoch`): a loop notes the count before it looks for work, and its sleep ends at once when a wake-up came since,
 * so none is lost to a loop that was busy, or between a look that found nothing and its sleep.
 */
export interface WakeSignal {
  epoch(): number;
  wait(ms: number, since: number): Promise<void>;
  wake(): void;
}

export function createWakeSignal(): WakeSignal {
  let epoch = 0;
  let waiters: (() => void)[] = [];
  return {
    epoch: () => epoch,
    wait(ms, since) {
      if (epoch !== since) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.push(done);
      });
    },
    wake() {
      epoch += 1;
      for (const waiter of [...waiters]) waiter();
    },
  };
}
