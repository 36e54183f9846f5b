import { addDays, type CalendarDay } from './calendar-day.ts';
import { formatIsoDate, parseIsoDate } from './day-text.ts';

/**
 * The first moment (00:00 UTC) of an ISO 'YYYY-MM-DD' day the caller has checked already (a contract field, a
 * stored date); one that is no day is a bug, so it throws. For a query's bounds: `[startOfIsoDay(from),
 * addDays(startOfIsoDay(to), 1))` holds every moment of the days `from` to `to`.
 */
export function startOfIsoDay(day: string): CalendarDay {
  const start = parseIsoDate(day);
  if (!start) throw new RangeError(`not an ISO day: '${day}'`);
  return start;
}

/** The ISO day `days` after an ISO day (before, when negative). */
export function addIsoDays(day: string, days: number): string {
  return formatIsoDate(addDays(startOfIsoDay(day), days));
}
