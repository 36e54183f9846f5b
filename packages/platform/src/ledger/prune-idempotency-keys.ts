import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { StandingSchedule } from '../jobs/schedules/set-schedule.ts';
import { selectRows } from './sql-rows.ts';

/**
 * How long an Idempotency-Key is kept when `OPS_IDEMPOTENCY_KEY_RETENTION_HOURS` says nothing: a week. Within it
 * the same key and request answer the first result again; after it the key is forgotten, and a request with it is
 * a new request.
 */
export const defaultIdempotencyKeyRetentionHours = 168;

/** Keys deleted a statement, so pruning a large backlog never holds one long transaction. */
const pruneBatchSize = 5_000;

/**
 * Deletes the Idempotency-Keys claimed more than `retentionHours` before `now`, oldest first, in batches of their
 * own transaction (on `idempotency_keys_created_idx`). The ledger's transactions keep the key's id, not a reference
 * to its row. Answers how many went.
 */
export async function pruneIdempotencyKeys(database: Database, retentionHours: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionHours * 3_600_000).toISOString();
  let pruned = 0;
  for (;;) {
    const rows = await database.transaction((tx) =>
      selectRows<{ id: string }>(
        tx,
        sql`delete from idempotency_keys where id in (
              select id from idempotency_keys where created_at < ${before}::timestamptz
              order by created_at limit ${pruneBatchSize})
            returning id`,
      ),
    );
    pruned += rows.length;
    if (rows.length < pruneBatchSize) return pruned;
  }
}

/**
 * Pruning as a scheduled job (`idempotencyKeys.prune`), hourly on the schedule a started runner sets: after an
 * outage it runs once, not once for each hour missed.
 */
export function idempotencyKeyPruning(retentionHours: number): StandingSchedule {
  const definition = defineJob<Record<string, never>>({
    kind: 'idempotencyKeys.prune',
    maxAttempts: 3,
    schedule: { catchUp: 'latest', jobAt: (_target, due) => ({ payload: {}, key: due.toISOString() }) },
    async run(_payload, { database, logger, now }) {
      const pruned = await pruneIdempotencyKeys(database, retentionHours, now);
      if (pruned > 0) logger.info({ pruned, retentionHours }, 'idempotency keys pruned');
    },
  });
  return { definition, setting: { code: 'idempotencyKeys.prune', target: {}, rule: { cron: '7 * * * *' } } };
}
