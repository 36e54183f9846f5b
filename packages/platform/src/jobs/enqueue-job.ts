import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { defaultMaxAttempts, type JobDefinition } from './define-job.ts';

export interface EnqueueOptions {
  /** Not before this moment; now unless said. */
  runAt?: Date;
  /** A job of this kind with this key is added once, ever: a second enqueue adds nothing. */
  key?: string;
}

/**
 * Adds a job inside the caller's transaction, so it exists exactly when the caller's writes do. Answers the job's
 * id, or undefined when its key was already taken.
 */
export async function enqueueJob<Payload>(
  tx: Transaction,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<number | undefined> {
  const runAt = options.runAt ?? new Date();
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`insert into jobs (kind, key, payload, max_attempts, run_at)
        values (${definition.kind}, ${options.key ?? null}, ${JSON.stringify(payload)}::jsonb,
                ${definition.maxAttempts ?? defaultMaxAttempts}, ${runAt.toISOString()}::timestamptz)
        on conflict (kind, key) do nothing
        returning id`,
  );
  return row ? Number(row.id) : undefined;
}
