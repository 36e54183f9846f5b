import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { withActivityOrigin } from '../db/activity-origin.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../http/logger.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { type AnyJobDefinition, defaultBackoffSeconds, defaultLeaseSeconds, type JobDefinition } from './define-job.ts';

export interface JobRunner {
  /**
   * Runs every job due at `now` (the wall clock unless given), and the jobs those enqueue that are due, until none
   * is left; answers how many tries ran. What tests and the background loop both use.
   */
  runDue(options?: { now?: Date }): Promise<number>;
  /** Starts the background loop: `concurrency` loops, each looking for due work every `pollMs` when idle. */
  start(): void;
  /** Stops the loop after the tries under way have ended. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  database: Database;
  logger: Logger;
  definitions: readonly AnyJobDefinition[];
  pollMs?: number;
  concurrency?: number;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export function createJobRunner({
  database,
  logger,
  definitions,
  pollMs = 500,
  concurrency = 2,
}: JobRunnerOptions): JobRunner {
  const byKind = new Map<string, AnyJobDefinition>(definitions.map((definition) => [definition.kind, definition]));
  if (byKind.size !== definitions.length) throw new Error('two job definitions share a kind');
  const leases = leaseOf(byKind);
  let stopping = false;
  let loops: Promise<void>[] = [];

  /** Takes the oldest due job, or one whose lease ran out (its runner died), for one try. */
  const claim = (now: Date): Promise<ClaimedJob | undefined> =>
    database.transaction(async (tx) => {
      const [job] = await selectRows<ClaimedJob>(
        tx,
        sql`update jobs set state = 'running', attempts = attempts + 1,
                   locked_until = ${now.toISOString()}::timestamptz + make_interval(secs => coalesce((${leases}::jsonb ->> kind)::float8, ${defaultLeaseSeconds}))
            where id = (
              select id from jobs
              where (state = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
                 or (state = 'running' and locked_until < ${now.toISOString()}::timestamptz)
              order by run_at, id
              limit 1
              for update skip locked)
            returning id, kind, payload, attempts, max_attempts`,
      );
      return job;
    });

  const update = (change: ReturnType<typeof sql>) => database.transaction((tx) => tx.execute(change));

  const finish = async (job: ClaimedJob, now: Date, failure?: unknown): Promise<void> => {
    const definition = byKind.get(job.kind);
    const attempt = job.attempts;
    // A try whose lease was taken over by another runner (attempts moved on) changes nothing.
    const stillOurs = sql`id = ${job.id} and attempts = ${attempt} and state = 'running'`;
    if (failure === undefined) {
      await update(
        sql`update jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null
            where ${stillOurs}`,
      );
      return;
    }
    const reason = failure instanceof Error ? failure.message : String(failure);
    if (!definition || attempt >= job.max_attempts) {
      logger.error({ jobId: job.id, kind: job.kind, attempt, err: failure }, 'job failed for good');
      await update(
        sql`update jobs set state = 'failed', finished_at = now(), locked_until = null, last_error = ${reason}
            where ${stillOurs}`,
      );
      return;
    }
    const waitSeconds = (definition.backoffSeconds ?? defaultBackoffSeconds)(attempt);
    logger.warn({ jobId: job.id, kind: job.kind, attempt, waitSeconds, err: failure }, 'job try failed');
    await update(
      sql`update jobs set state = 'queued', locked_until = null, last_error = ${reason},
                 run_at = ${new Date(now.getTime() + waitSeconds * 1000).toISOString()}::timestamptz
          where ${stillOurs}`,
    );
  };

  const runOne = async (now: Date): Promise<boolean> => {
    const job = await claim(now);
    if (!job) return false;
    const definition = byKind.get(job.kind);
    try {
      if (!definition) throw new Error(`no job definition for kind ${job.kind}`);
      // What a job changes is the platform's own doing: its audit entries say so (an approved call's run says the
      // origin of the call instead).
      await withActivityOrigin({ source: 'JOB' }, () =>
        (definition as JobDefinition<unknown>).run(job.payload, {
          database,
          logger,
          jobId: Number(job.id),
          attempt: job.attempts,
          now,
        }),
      );
      await finish(job, now);
    } catch (error) {
      await finish(job, now, error);
    }
    return true;
  };

  const loop = async () => {
    while (!stopping) {
      try {
        if (await runOne(new Date())) continue;
      } catch (error) {
        logger.error({ err: error }, 'job runner could not reach the database');
      }
      await sleep(pollMs);
    }
  };

  return {
    async runDue(options = {}) {
      let ran = 0;
      while (await runOne(options.now ?? new Date())) ran += 1;
      return ran;
    },
    start() {
      if (loops.length > 0) return;
      stopping = false;
      loops = Array.from({ length: concurrency }, loop);
    },
    async stop() {
      stopping = true;
      await Promise.all(loops);
      loops = [];
    },
  };
}

/** Each kind's lease in seconds as a JSON object, so the claim computes the lease of whichever job it takes. */
function leaseOf(byKind: Map<string, AnyJobDefinition>): string {
  return JSON.stringify(
    Object.fromEntries([...byKind].map(([kind, definition]) => [kind, definition.leaseSeconds ?? defaultLeaseSeconds])),
  );
}
