import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { announceDueJob } from './job-wakeup.ts';

/**
 * What an ops user may do to one job, and the states it may be in for it:
 * - `retry`: a queued job waiting for its time or its backoff runs now;
 * - `redrive`: a dead letter (`failed`, every try failed) is queued again with a fresh count of tries;
 * - `cancel`: a queued job, or a dead letter (discarded), will not run; it is pruned like a finished job.
 * A running job is left alone: its try ends first.
 */
export const jobSteerings = {
  retry: { from: ['queued'], change: sql`run_at = least(run_at, now())` },
  redrive: {
    from: ['failed'],
    change: sql`state = 'queued', attempts = 0, run_at = now(), finished_at = null`,
  },
  cancel: { from: ['queued', 'failed'], change: sql`state = 'cancelled', finished_at = now()` },
} as const;

export type JobSteering = keyof typeof jobSteerings;

export type SteerOutcome = { steered: true; before: string } | { steered: false; state: string | undefined };

/**
 * Applies a steering to job `id` in the caller's transaction, when its state allows it; answers the state it had,
 * or, refused, the state it has (undefined: no such job). A job queued to run now wakes the runners.
 */
export async function steerJob(tx: Transaction, id: number, steering: JobSteering): Promise<SteerOutcome> {
  const { from, change } = jobSteerings[steering];
  const [current] = await selectRows<{ state: string }>(tx, sql`select state from jobs where id = ${id} for update`);
  if (!current || !(from as readonly string[]).includes(current.state))
    return { steered: false, state: current?.state };
  await tx.execute(sql`update jobs set ${change} where id = ${id}`);
  if (steering !== 'cancel') await announceDueJob(tx);
  return { steered: true, before: current.state };
}
