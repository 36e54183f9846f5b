import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import type { AnyJobDefinition, JobDefinition } from '../define-job.ts';
import { nextDueAfter, type ScheduleRule } from './schedule-rule.ts';

export interface ScheduleSetting<Target> {
  /** '<what>:<whose>', e.g. 'payouts:D-SHOP'. */
  code: string;
  target: Target;
  rule: ScheduleRule;
  /** An IANA zone the rule is read in; UTC unless said. */
  timeZone?: string;
}

/**
 * Housekeeping the platform always runs (pruning): a kind of job and its schedule, which every started runner sets.
 * Its `run` is handed the configuration it needs when it is made, so the definition is built at start.
 */
export interface StandingSchedule {
  definition: AnyJobDefinition;
  setting: ScheduleSetting<Record<string, never>>;
}

/**
 * Adds a schedule whose due moments queue jobs of `definition`, or changes its rule, inside the caller's transaction.
 * Saved again with the same rule and zone it keeps its next run, so a due moment an outage missed is still caught up;
 * a changed rule runs from its first due moment after `now`. Answers the next run.
 */
export async function setSchedule<Payload, Target>(
  tx: Transaction,
  definition: JobDefinition<Payload>,
  setting: ScheduleSetting<Target>,
  now = new Date(),
): Promise<Date> {
  const timeZone = setting.timeZone ?? 'UTC';
  const next = nextDueAfter(setting.rule, timeZone, now);
  const [row] = await selectRows<{ next_run_at: string | Date }>(
    tx,
    sql`insert into job_schedules (code, kind, target, rule, time_zone, next_run_at)
        values (${setting.code}, ${definition.kind}, ${JSON.stringify(setting.target)}::jsonb,
                ${JSON.stringify(setting.rule)}::jsonb, ${timeZone}, ${next.toISOString()}::timestamptz)
        on conflict (code) do update set
          kind = excluded.kind, target = excluded.target, rule = excluded.rule, time_zone = excluded.time_zone,
          next_run_at = case when job_schedules.rule = excluded.rule and job_schedules.time_zone = excluded.time_zone
                             then job_schedules.next_run_at else excluded.next_run_at end
        returning next_run_at`,
  );
  return new Date(row?.next_run_at ?? next);
}

/** Ends a schedule (the scheduler turned off): nothing more is queued; jobs already queued stay. */
export async function removeSchedule(tx: Transaction, code: string): Promise<void> {
  await tx.execute(sql`delete from job_schedules where code = ${code}`);
}
