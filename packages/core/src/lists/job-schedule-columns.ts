import type { JobSchedule, ScheduleRule } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** A schedule's rule as written: its cron expression, or the payout scheduler's frequency ('CUSTOM 2 WEEKS'). */
export function scheduleRuleText(rule: ScheduleRule): string {
  if ('cron' in rule) return rule.cron;
  const frequency = rule.payoutCalendar;
  return frequency.preset === 'CUSTOM' ? `CUSTOM ${frequency.every} ${frequency.unit}` : frequency.preset;
}

/** The schedules (`ops schedules list`, the Jobs screen): what each queues, when, and its last run's job. */
export const jobScheduleColumns = listColumns<JobSchedule>([
  { field: 'code', headerKey: 'jobs.columns.scheduleCode', value: (schedule) => schedule.code },
  { field: 'queue', headerKey: 'jobs.columns.queue', value: (schedule) => schedule.queue },
  { field: 'rule', headerKey: 'jobs.columns.rule', value: (schedule) => scheduleRuleText(schedule.rule) },
  { field: 'timeZone', headerKey: 'jobs.columns.timeZone', value: (schedule) => schedule.timeZone },
  {
    field: 'nextRunAt',
    kind: 'timestamp',
    headerKey: 'jobs.columns.nextRunAt',
    value: (schedule) => schedule.nextRunAt,
  },
  {
    field: 'lastRunAt',
    kind: 'timestamp',
    headerKey: 'jobs.columns.lastRunAt',
    value: (schedule) => schedule.lastRunAt,
  },
  { field: 'lastJobId', kind: 'integer', headerKey: 'jobs.columns.lastJobId', value: (schedule) => schedule.lastJobId },
  { field: 'lastJobState', headerKey: 'jobs.columns.lastJobState', value: (schedule) => schedule.lastJobState },
]);
