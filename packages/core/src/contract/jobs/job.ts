import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import { timestampSchema } from '../primitives.ts';

/**
 * A background job's states (issue 33): `queued` (waiting for its time or its next try), `running`, `done`,
 * `failed` (the dead-letter list: every try failed; it may be redriven or discarded) and `cancelled` (discarded).
 */
export const jobStates = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const jobStateSchema = z.enum(jobStates);
export type JobState = z.infer<typeof jobStateSchema>;

/** A queue: the jobs of one kind, e.g. 'webhooks.deliver', counted by state. */
export const jobQueueSchema = z
  .object({
    queue: z.string(),
    counts: z.object({
      queued: z.int().min(0),
      running: z.int().min(0),
      done: z.int().min(0),
      failed: z.int().min(0),
      cancelled: z.int().min(0),
    }),
    /** When its next queued job is due; null when none is queued. */
    nextRunAt: timestampSchema.nullable(),
  })
  .meta({ id: 'JobQueue' });

export const jobQueueListSchema = z.array(jobQueueSchema);

/** One background job: what it is for, its tries and its last error. */
export const jobSchema = z
  .object({
    id: z.int().min(1),
    queue: z.string(),
    /** What makes it once per queue, ever (a due date, an event), if anything. */
    key: z.string().nullable(),
    state: jobStateSchema,
    attempts: z.int().min(0),
    maxAttempts: z.int().min(1),
    /** The last failed try's error; null once a try succeeded. */
    lastError: z.string().nullable(),
    /** Its next run while queued; its last run otherwise. */
    runAt: timestampSchema,
    createdAt: timestampSchema,
    finishedAt: timestampSchema.nullable(),
    payload: z.json(),
    /** The schedule that queued it (e.g. 'payouts:D-SHOP') and the due moment it is for; null for other jobs. */
    scheduleCode: z.string().nullable(),
    dueAt: timestampSchema.nullable(),
    /** Queued after its due moment had passed: the schedule caught up what an outage missed. */
    caughtUp: z.boolean(),
  })
  .meta({ id: 'Job' });

export const jobListQuerySchema = pageQuerySchema.extend({
  queue: z.string().min(1).max(100).optional(),
  state: jobStateSchema.optional(),
});

export const jobParamsSchema = z.object({ jobId: z.coerce.number().int().min(1) });

export type JobQueue = z.infer<typeof jobQueueSchema>;
export type Job = z.infer<typeof jobSchema>;
