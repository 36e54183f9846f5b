import { type CalendarDay, daysBetween } from '../../dates/index.ts';

/** What a calendar lets users pick (spec section 5, Calendar). */
export interface CalendarLimits {
  /** Days before this one cannot be selected. */
  disabledBefore?: CalendarDay | undefined;
  /** Days after this one cannot be selected. */
  disabledAfter?: CalendarDay | undefined;
  /** In range mode, the most days the end may lie after the start; a further end is rejected. */
  maxRangeDays?: number | undefined;
}

/** Whether a day lies inside the calendar's bounds; the bounds themselves can be selected. */
export function isSelectableDay(day: Date, { disabledBefore, disabledAfter }: CalendarLimits): boolean {
  if (disabledBefore && daysBetween(disabledBefore, day) < 0) return false;
  return !(disabledAfter && daysBetween(day, disabledAfter) < 0);
}
