import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';

/** The NOTIFY channel a due job is announced on: idle runners wake without waiting for their poll. */
export const jobsChannel = 'ops_jobs';

/** Announces a job due now; the NOTIFY is delivered when (and only if) the transaction commits. */
export async function announceDueJob(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_notify(${jobsChannel}, '')`);
}

/**
 * Lets idle loops sleep until their poll time or a wake-up, whichever comes first. A wake-up while no loop sleeps
 * (they were all busy, or between a claim that found nothing and their sleep) ends the next sleep at once.
 */
export interface WakeSignal {
  wait(ms: number): Promise<void>;
  wake(): void;
}

export function createWakeSignal(): WakeSignal {
  let waiters: (() => void)[] = [];
  let missed = false;
  return {
    wait(ms) {
      return new Promise((resolve) => {
        if (missed) {
          missed = false;
          resolve();
          return;
        }
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
      if (waiters.length === 0) missed = true;
      for (const waiter of [...waiters]) waiter();
    },
  };
}
