import { addDays, addMonths, type CalendarDay } from '../dates/calendar-day.ts';
import { formatIsoDate, parseIsoDate } from '../dates/day-text.ts';
import type { QueryOperator } from './query-field.ts';

/** The UTC day a date value names: an ISO day as it is, `today`, or `-7d`, `-2w`, `-3m`, `-1y` before `today`. */
export function queryDay(value: string, today: CalendarDay): string {
  if (value === 'today') return formatIsoDate(today);
  const relative = /^-(\d+)([dwmy])$/.exec(value);
  if (!relative) return value;
  const count = Number(relative[1]);
  const unit = relative[2];
  const day =
    unit === 'd'
      ? addDays(today, -count)
      : unit === 'w'
        ? addDays(today, -7 * count)
        : addMonths(today, unit === 'm' ? -count : -12 * count);
  return formatIsoDate(day);
}

/** The days (UTC, both ends included, an end left out is open) a date comparison holds. */
export interface QueryDayRange {
  createdFrom?: string;
  createdTo?: string;
}

const nextDay = (day: string, days: number) => {
  const parsed = parseIsoDate(day);
  if (!parsed) throw new RangeError(`not an ISO day: '${day}'`);
  return formatIsoDate(addDays(parsed, days));
};

/** `created>2026-01-05` holds the days from 6 January; `created<=-7d` those up to seven days ago; `:` the day. */
export function dayRangeOf(operator: QueryOperator, day: string): QueryDayRange {
  switch (operator) {
    case ':':
      return { createdFrom: day, createdTo: day };
    case '>':
      return { createdFrom: nextDay(day, 1) };
    case '>=':
      return { createdFrom: day };
    case '<':
      return { createdTo: nextDay(day, -1) };
    case '<=':
      return { createdTo: day };
  }
}
