import {
  addMonths,
  type CalendarDay,
  calendarDayOf,
  daysBetween,
  parseDayMonthYear,
  parseIsoDate,
} from '../dates/index.ts';
import { type Checked, failed, passed } from './checked.ts';

/** A day typed as DD-MM-YYYY: 'Invalid format (DD-MM-YYYY)' for anything else, days like 31-02-2024 included. */
export function checkDayMonthYear(text: string | null | undefined): Checked<CalendarDay> {
  if (!text?.trim()) return failed('required');
  const day = parseDayMonthYear(text);
  return day ? passed(day) : failed('invalidDateFormat');
}

/** A day of a field that travels as an ISO date, typed as YYYY-MM-DD. */
export function checkIsoDay(text: string | null | undefined): Checked<CalendarDay> {
  if (!text?.trim()) return failed('required');
  const day = parseIsoDate(text);
  return day ? passed(day) : failed('invalidIsoDateFormat');
}

/**
 * Whether a range calendar must reject `end`: only when a maximum range in days is set and the end lies more
 * days from the start than that.
 */
export function exceedsMaxRange(start: Date, end: Date, maxRangeDays: number | undefined): boolean {
  return maxRangeDays !== undefined && daysBetween(start, end) > maxRangeDays;
}

export interface RetriggerRange {
  merchantCode: string | null | undefined;
  start: Date | undefined;
  end: Date | undefined;
}

/**
 * A PSP adapter retrigger: a merchant must be selected first and the range may span at most one month, so
 * 31 January may run to 29 February in a leap year and no further.
 */
export function checkPspRetriggerRange({ merchantCode, start, end }: RetriggerRange): Checked<{
  start: CalendarDay;
  end: CalendarDay;
}> {
  if (!merchantCode?.trim()) return failed('selectMerchant');
  if (!start || !end) return failed('required');
  if (daysBetween(start, end) < 0) return failed('invalidDateRange');
  if (daysBetween(addMonths(start, 1), end) > 0) return failed('rangeTooLong');
  return passed({ start: calendarDayOf(start), end: calendarDayOf(end) });
}
