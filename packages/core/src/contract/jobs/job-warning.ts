import { z } from 'zod';
import { timestampSchema } from '../primitives.ts';

/**
 * What the queue itself warns of (issue 33): a `backlog` (jobs queued and due for longer than the backlog time),
 * `slowJobs` (tries running longer than half their lease) and `deadLetters` (failed jobs waiting for a redrive or a
 * discard).
 */
export const jobWarningKinds = ['backlog', 'slowJobs', 'deadLetters'] as const;

export const jobWarningSchema = z
  .object({
    kind: z.enum(jobWarningKinds),
    queue: z.string(),
    count: z.int().min(1),
    /** The oldest: the longest due (backlog), the longest running (slow) or the first failed (dead letters). */
    since: timestampSchema,
  })
  .meta({ id: 'JobWarning' });

export const jobWarningsSchema = z
  .object({
    /** Seconds a queued job may be past its time before it is a backlog (`OPS_JOBS_BACKLOG_SECONDS`). */
    backlogSeconds: z.int().min(1),
    warnings: z.array(jobWarningSchema),
  })
  .meta({ id: 'JobWarnings' });

export type JobWarning = z.infer<typeof jobWarningSchema>;
export type JobWarnings = z.infer<typeof jobWarningsSchema>;
