/**
 * A calendar day is a Date at 00:00 UTC: its UTC fields are the day, whatever the time zone of the machine, so
 * day arithmetic and the DD-MM-YYYY / YYYY-MM-DD texts never shift a day.
 */
export type CalendarDay = Date;

const dayInMs = 86_400_000;

/** The calendar day (UTC) of any moment. */
export function calendarDayOf(moment: Date): CalendarDay {
  return utcDay(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
}

/**
 * The calendar day a date picker means: pickers hand out local midnights, which lie on the previous UTC day
 * east of Greenwich, so their local fields are the day.
 */
export function fromLocalDay(local: Date): CalendarDay {
  return utcDay(local.getFullYear(), local.getMonth(), local.getDate());
}

/** The local midnight of a calendar day, for date pickers that work in local time. */
export function toLocalDay(day: CalendarDay): Date {
  const local = new Date(0);
  local.setFullYear(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  local.setHours(0, 0, 0, 0);
  return local;
}

/** Whole calendar days from `start` to `end`; negative when `end` comes first. */
export function daysBetween(start: Date, end: Date): number {
  return Math.round((calendarDayOf(end).getTime() - calendarDayOf(start).getTime()) / dayInMs);
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: Date, days: number): CalendarDay {
  return utcDay(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days);
}

/**
 * The same day of the month `months` later, or the month's last day when it is shorter: one month after
 * 31 January is 28 or 29 February.
 */
export function addMonths(day: Date, months: number): CalendarDay {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const lastDay = utcDay(year, month + 1, 0).getUTCDate();
  return utcDay(year, month, Math.min(day.getUTCDate(), lastDay));
}

/** The UTC midnight of a year, month (0-based) and day, without Date.UTC's 1900 offset for years below 100. */
export function utcDay(year: number, monthIndex: number, day: number): CalendarDay {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}
