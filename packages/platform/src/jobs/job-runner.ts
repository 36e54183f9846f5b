import type { Database } from '../db/database.ts';
import type { Logger } from '../http/logger.ts';
import type { AnyJobDefinition } from './define-job.ts';
import { jobExchange } from './job-claims.ts';
import { pumpJobs } from './job-pump.ts';
import { tryJob } from './job-try.ts';
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
   * Starts the background loop: one loop running up to `concurrency` tries at once, claiming due jobs several a
   * statement, looking for due work when a job due now is announced (NOTIFY) or every `pollMs` when idle; and one
   * ticking the schedules every `pollMs`. Sets the pruning schedule and the standing ones.
   */
  start(): void;
  /** Stops the loop after the tries under way have ended. */
  stop(): Promise<void>;
}

/** Tries a runner runs at once: enough to keep the database busy while webhooks wait for their receivers. */
export const defaultConcurrency = 16;

export interface JobRunnerOptions {
  database: Database;
  logger: Logger;
  definitions: readonly AnyJobDefinition[];
  /** The safety net when a wake-up was missed (a job that became due by its time, a cut connection). */
  pollMs?: number;
  /** Tries running at once, at most (`defaultConcurrency`). */
  concurrency?: number;
  /** Finished jobs are kept this long (`OPS_JOBS_RETENTION_HOURS`). */
  retentionHours?: number;
  /** Housekeeping beside the jobs' own pruning (the idempotency keys'): run as any kind, scheduled at start. */
  standing?: readonly StandingSchedule[];
}

export function createJobRunner({
  database,
  logger,
  definitions,
  pollMs = 1000,
  concurrency = defaultConcurrency,
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
  const exchange = jobExchange(database, byKind);
  let stopping = false;
  let loops: Promise<unknown>[] = [];
  const wakeSignal = createWakeSignal();
  const tickSignal = createWakeSignal();
  let unlisten: (() => Promise<void>) | undefined;

  const pump = (clock: () => Date, background: boolean) =>
    pumpJobs({
      exchange,
      tryJob: (job, now) => tryJob(job, byKind.get(job.kind), { database, logger, now }),
      concurrency,
      clock,
      signal: wakeSignal,
      pollMs,
      stopping: () => background && stopping,
      idle: async (since) => {
        if (!background) return false;
        await wakeSignal.wait(pollMs, since);
        return true;
      },
      unreachable: async (error) => {
        if (!background) throw error;
        logger.error({ err: error }, 'job runner could not reach the database');
        await wakeSignal.wait(pollMs, wakeSignal.epoch());
      },
    });

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
      const now = options.now;
      await tickSchedules(database, byKind, logger, now ?? new Date());
      return pump(() => now ?? new Date(), false);
    },
    prune: (options = {}) => pruneFinishedJobs(database, retentionHours, options.now ?? new Date()),
    start() {
      if (loops.length > 0) return;
      stopping = false;
      const listening = listen();
      loops = [listening, tickLoop(), pump(() => new Date(), true)];
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
