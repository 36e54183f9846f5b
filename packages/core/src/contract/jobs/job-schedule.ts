import { z } from 'zod';
import { payoutFrequencySchema } from '../account-owner/division-config.ts';
import { pageQuerySchema } from '../paging.ts';
import { calendarDateSchema, timestampSchema } from '../primitives.ts';
import { jobStateSchema } from './job.ts';

/**
 * When a schedule is due: a cron expression read in the schedule's time zone, or the payout scheduler's calendar (its
 * frequency, custom intervals counted from `countFrom`, due at 00:00 UTC).
 */
export const scheduleRuleSchema = z.union([
  z.object({ cron: z.string() }),
  z.object({ payoutCalendar: payoutFrequencySchema, countFrom: calendarDateSchema }),
]);

/** A recurring thing the platform does (issue 33): the queue its due moments go to, its next and last run. */
export const jobScheduleSchema = z
  .object({
    /** '<what>:<whose>', e.g. 'payouts:D-SHOP' or 'jobs.prune'. */
    code: z.string(),
    queue: z.string(),
    rule: scheduleRuleSchema,
    timeZone: z.string(),
    nextRunAt: timestampSchema,
    /** The last due moment it queued; null before its first. */
    lastRunAt: timestampSchema.nullable(),
    /** The job of that last due moment and its state; null before the first, or once that job was pruned. */
    lastJobId: z.int().min(1).nullable(),
    lastJobState: jobStateSchema.nullable(),
  })
  .meta({ id: 'JobSchedule' });

export const jobScheduleListQuerySchema = pageQuerySchema.extend({
  queue: z.string().min(1).max(100).optional(),
});

export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;
export type JobSchedule = z.infer<typeof jobScheduleSchema>;
