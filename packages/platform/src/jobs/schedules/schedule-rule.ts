import type { PayoutFrequency } from '@ops/core/contract';
import { calendarDayOf, nextPayoutDueDate, startOfIsoDay } from '@ops/core/dates';
import { Cron } from 'croner';

/**
 * When a schedule is due: a cron expression (five fields, read in the schedule's time zone, through croner), or the
 * payout scheduler's calendar (core's `nextPayoutDueDate`: a preset or a custom interval counted from `countFrom`,
 * due at 00:00 UTC of each date).
 */
export type ScheduleRule = { cron: string } | { payoutCalendar: PayoutFrequency; countFrom: string };

/** The rule's first due moment strictly after `after`. */
export function nextDueAfter(rule: ScheduleRule, timeZone: string, after: Date): Date {
  if ('cron' in rule) {
    const next = new Cron(rule.cron, { timezone: timeZone, paused: true }).nextRun(after);
    if (!next) throw new Error(`the cron expression ${rule.cron} is never due again`);
    return next;
  }
  // The first due date after the day of `after`: a date's own start is not after itself.
  return nextPayoutDueDate(rule.payoutCalendar, calendarDayOf(after), startOfIsoDay(rule.countFrom));
}
