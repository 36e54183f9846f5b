import { withActivityOrigin } from '../db/activity-origin.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../http/logger.ts';
import { type AnyJobDefinition, defaultBackoffSeconds, type JobDefinition, JobGaveUp } from './define-job.ts';
import type { ClaimedJob, JobFinish } from './job-claims.ts';

/**
 * Runs one try of a claimed job and answers how it ended, never throwing: done; queued again after its kind's
 * backoff; or failed for good (the dead letters) after its last attempt, when its kind is unknown, or when it gave up
 * by its own rule (`JobGaveUp`).
 */
export async function tryJob(
  job: ClaimedJob,
  definition: AnyJobDefinition | undefined,
  { database, logger, now }: { database: Database; logger: Logger; now: Date },
): Promise<JobFinish> {
  const attempt = job.attempts;
  const ended = { id: job.id, attempts: attempt, runAt: null };
  try {
    if (!definition) throw new Error(`no job definition for kind ${job.kind}`);
    // What a job changes is the platform's own doing: its audit entries say so (an approved call's run says the
    // origin of the call instead).
    await withActivityOrigin({ source: 'JOB' }, () =>
      (definition as JobDefinition<unknown>).run(job.payload, {
        database,
        logger,
        jobId: Number(job.id),
        attempt,
        now,
        ...(definition.readWithClaim ? { read: job.read } : {}),
      }),
    );
    return { ...ended, state: 'done', lastError: null };
  } catch (failure) {
    const lastError = failure instanceof Error ? failure.message : String(failure);
    if (!definition || attempt >= job.max_attempts || failure instanceof JobGaveUp) {
      // A job that gave up by its own rule (a webhook past its 24 hours, or to a host that never resolves) is no
      // fault of the platform's: the Jobs screen's dead letters and the webhook's deliveries show it, the log at info.
      const level = failure instanceof JobGaveUp ? 'info' : 'error';
      logger[level]({ jobId: job.id, kind: job.kind, attempt, err: failure }, 'job failed for good');
      return { ...ended, state: 'failed', lastError };
    }
    const waitSeconds = (definition.backoffSeconds ?? defaultBackoffSeconds)(attempt);
    logger.warn({ jobId: job.id, kind: job.kind, attempt, waitSeconds, err: failure }, 'job try failed');
    return { ...ended, state: 'queued', lastError, runAt: new Date(now.getTime() + waitSeconds * 1000) };
  }
}
