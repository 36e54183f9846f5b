import { sql } from 'drizzle-orm';
import { withActivityOrigin } from '../db/activity-origin.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../http/logger.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import {
  type AnyJobDefinition,
  defaultBackoffSeconds,
  defaultLeaseSeconds,
  type JobDefinition,
  JobGaveUp,
} from './define-job.ts';
import { createWakeSignal, jobsChannel } from './job-wakeup.ts';
import { defaultJobRetentionHours, pruneFinishedJobs, pruneJobsJob, pruneJobsSchedule } from './prune-jobs.ts';
import { type StandingSchedule, setSchedule } from './schedules/set-schedule.ts';
import { tickSchedules } from './schedules/tick-schedules.ts';

export interface JobRunner {
  /**
   * Queues the jobs of the schedules due at `now` (the wall clock unless given), then runs every job due at `now`,
   * and the jobs those enqueue that are due, until none is left; answers how many tries ran. What tests use.
   */
  runDue(options?: { now?: Date }): Promise<number>;
  /** Deletes the finished jobs older than the retention time at `now` (the wall clock unless given); answers how many. */
  prune(options?: { now?: Date }): Promise<number>;
  /**
   * Starts the background loop: `concurrency` loops, each looking for due work when a job due now is announced
   * (NOTIFY) or every `pollMs` when idle, and one ticking the schedules every `pollMs`; sets the pruning schedule and
   * the standing ones.
   */
  start(): void;
  /** Stops the loop after the tries under way have ended. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  database: Database;
  logger: Logger;
  definitions: readonly AnyJobDefinition[];
  /** The safety net when a wake-up was missed (a job that became due by its time, a cut connection). */
  pollMs?: number;
  concurrency?: number;
  /** Finished jobs are kept this long (`OPS_JOBS_RETENTION_HOURS`). */
  retentionHours?: number;
  /** Housekeeping beside the jobs' own pruning (the idempotency keys'): run as any kind, scheduled at start. */
  standing?: readonly StandingSchedule[];
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
  pollMs = 1000,
  concurrency = 2,
  retentionHours = defaultJobRetentionHours,
  standing = [],
}: JobRunnerOptions): JobRunner {
  const schedules: readonly StandingSchedule[] = [
    { definition: pruneJobsJob(retentionHours) as AnyJobDefinition, setting: pruneJobsSchedule },
    ...standing,
  ];
  const every = [...definitions, ...schedules.map((schedule) => schedule.definition)];
  const byKind = new Map<string, AnyJobDefinition>(every.map((definition) => [definition.kind, definition]));
  if (byKind.size !== every.length) throw new Error('two job definitions share a kind');
  const leases = leaseOf(byKind);
  let stopping = false;
  let loops: Promise<void>[] = [];
  const wakeSignal = createWakeSignal();
  const tickSignal = createWakeSignal();
  let unlisten: (() => Promise<void>) | undefined;

  /**
   * Takes the oldest due job, or one whose lease ran out (its runner died), for one try: one statement, atomic by
   * itself, so no transaction around it (two round trips fewer a job).
   */
  const claim = async (now: Date): Promise<ClaimedJob | undefined> => {
    const [job] = await selectRows<ClaimedJob>(
      database.db,
      sql`update jobs set state = 'running', attempts = attempts + 1, locked_at = ${now.toISOString()}::timestamptz,
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
  };

  /** One statement, atomic by itself: no transaction around it. */
  const update = (change: ReturnType<typeof sql>) => database.db.execute(change);

  const finish = async (job: ClaimedJob, now: Date, failure?: unknown): Promise<void> => {
    const definition = byKind.get(job.kind);
    const attempt = job.attempts;
    // A try whose lease was taken over by another runner (attempts moved on) changes nothing.
    const stillOurs = sql`id = ${job.id} and attempts = ${attempt} and state = 'running'`;
    if (failure === undefined) {
      await update(
        sql`update jobs set state = 'done', finished_at = now(), locked_at = null, locked_until = null, last_error = null
            where ${stillOurs}`,
      );
      return;
    }
    const reason = failure instanceof Error ? failure.message : String(failure);
    if (!definition || attempt >= job.max_attempts || failure instanceof JobGaveUp) {
      // A job that gave up by its own rule (a webhook past its 24 hours, or to a host that never resolves) is no
      // fault of the platform's: the Jobs screen's dead letters and the webhook's deliveries show it, the log at info.
      const level = failure instanceof JobGaveUp ? 'info' : 'error';
      logger[level]({ jobId: job.id, kind: job.kind, attempt, err: failure }, 'job failed for good');
      await update(
        sql`update jobs set state = 'failed', finished_at = now(), locked_at = null, locked_until = null, last_error = ${reason}
            where ${stillOurs}`,
      );
      return;
    }
    const waitSeconds = (definition.backoffSeconds ?? defaultBackoffSeconds)(attempt);
    logger.warn({ jobId: job.id, kind: job.kind, attempt, waitSeconds, err: failure }, 'job try failed');
    await update(
      sql`update jobs set state = 'queued', locked_at = null, locked_until = null, last_error = ${reason},
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
      const since = wakeSignal.epoch();
      try {
        if (await runOne(new Date())) continue;
      } catch (error) {
        logger.error({ err: error }, 'job runner could not reach the database');
      }
      await wakeSignal.wait(pollMs, since);
    }
  };

  /** Sets the standing schedules (pruning), then queues what the schedules make due, every `pollMs`. */
  const tickLoop = async () => {
    try {
      await database.transaction(async (tx) => {
        for (const { definition, setting } of schedules) await setSchedule(tx, definition, setting);
      });
    } catch (error) {
      logger.error({ err: error }, 'the pruning schedules could not be set');
    }
    while (!stopping) {
      const since = tickSignal.epoch();
      try {
        await tickSchedules(database, byKind, logger, new Date());
      } catch (error) {
        logger.error({ err: error }, 'job schedules could not be ticked');
      }
      await tickSignal.wait(pollMs, since);
    }
  };

  /** Wake-ups are a shortcut, never needed: without them the loops still poll. */
  const listen = async () => {
    try {
      const stopListening = await database.listen(jobsChannel, () => wakeSignal.wake());
      if (stopping) await stopListening();
      else unlisten = stopListening;
    } catch (error) {
      logger.warn({ err: error }, 'job wake-ups unavailable: the runner polls');
    }
  };

  return {
    async runDue(options = {}) {
      await tickSchedules(database, byKind, logger, options.now ?? new Date());
      let ran = 0;
      while (await runOne(options.now ?? new Date())) ran += 1;
      return ran;
    },
    prune: (options = {}) => pruneFinishedJobs(database, retentionHours, options.now ?? new Date()),
    start() {
      if (loops.length > 0) return;
      stopping = false;
      const listening = listen();
      loops = [listening, tickLoop(), ...Array.from({ length: concurrency }, loop)];
    },
    async stop() {
      stopping = true;
      wakeSignal.wake();
      tickSignal.wake();
      await Promise.all(loops);
      loops = [];
      await unlisten?.();
      unlisten = undefined;
    },
  };
}

/** Each kind's lease in seconds as a JSON object, so the claim computes the lease of whichever job it takes. */
function leaseOf(byKind: Map<string, AnyJobDefinition>): string {
  return JSON.stringify(
    Object.fromEntries([...byKind].map(([kind, definition]) => [kind, definition.leaseSeconds ?? defaultLeaseSeconds])),
  );
}
