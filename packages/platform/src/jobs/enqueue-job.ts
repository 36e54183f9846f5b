import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { defaultMaxAttempts, type JobDefinition } from './define-job.ts';
import { announceDueJob } from './job-wakeup.ts';

export interface EnqueueOptions {
  /** Not before this moment; now unless said. */
  runAt?: Date;
  /** A job of this kind with this key is added once, ever (even after it was pruned): a second enqueue adds nothing. */
  key?: string;
  /** The schedule whose due moment this is, and whether that moment had passed (an outage caught up). */
  scheduled?: { scheduleCode: string; dueAt: Date; caughtUp: boolean };
}

/**
 * Adds a job inside the caller's transaction, so it exists exactly when the caller's writes do; a job due now wakes
 * the idle runners when the transaction commits. Answers the job's id, or undefined when its key was already taken.
 */
export async function enqueueJob<Payload>(
  tx: Transaction,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<number | undefined> {
  const runAt = options.runAt ?? new Date();
  const key = options.key ?? null;
  const { scheduleCode = null, dueAt = null, caughtUp = false } = options.scheduled ?? {};
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`with taken as (
          insert into job_keys (kind, key)
          select ${definition.kind}, ${key}::text where ${key}::text is not null
          on conflict do nothing
          returning key)
        insert into jobs (kind, key, payload, max_attempts, run_at, schedule_code, due_at, caught_up)
        select ${definition.kind}, ${key}::text, ${JSON.stringify(payload)}::jsonb,
               ${definition.maxAttempts ?? defaultMaxAttempts}, ${runAt.toISOString()}::timestamptz,
               ${scheduleCode}::text, ${dueAt?.toISOString() ?? null}::timestamptz, ${caughtUp}
        where ${key}::text is null or exists (select from taken)
        returning id`,
  );
  if (!row) return undefined;
  if (runAt.getTime() <= Date.now()) await announceDueJob(tx);
  return Number(row.id);
}
