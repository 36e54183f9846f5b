import type { JobSchedule, ScheduleRule } from '@ops/core/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { type Paging, pageOf } from '../../db/page-of.ts';
import { jobSchedules, jobs } from '../../db/schema/index.ts';

/** A page of the schedules, of one queue when given, soonest due first, each with the state of its last job. */
export function readJobSchedules(db: Queryable, query: Paging & { queue?: string | undefined }) {
  const where = query.queue === undefined ? undefined : eq(jobSchedules.kind, query.queue);
  return pageOf(
    query,
    {
      rows: ({ limit, offset }) =>
        db
          .select({ schedule: jobSchedules, lastJobState: jobs.state })
          .from(jobSchedules)
          .leftJoin(jobs, eq(jobs.id, jobSchedules.lastJobId))
          .where(where)
          .orderBy(asc(jobSchedules.nextRunAt), asc(jobSchedules.code))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(jobSchedules).where(where),
    },
    (rows) =>
      rows.map(
        ({ schedule, lastJobState }): JobSchedule => ({
          code: schedule.code,
          queue: schedule.kind,
          rule: schedule.rule as ScheduleRule,
          timeZone: schedule.timeZone,
          nextRunAt: schedule.nextRunAt.toISOString(),
          lastRunAt: schedule.lastRunAt?.toISOString() ?? null,
          // A pruned last job is no job to show.
          lastJobId: lastJobState ? schedule.lastJobId : null,
          lastJobState,
        }),
      ),
  );
}
