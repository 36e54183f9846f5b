import type { Locales } from '@ops/locales';
import { addDays, type CalendarDay, calendarDayOf } from './calendar-day.ts';

/** Calendar weeks start on Monday (spec section 9), in the 0 = Sunday numbering of Date and date pickers. */
export const weekStartsOn = 1;

/** The Monday of the week a day falls in. */
export function startOfWeek(day: Date): CalendarDay {
  const daysSinceMonday = (day.getUTCDay() - weekStartsOn + 7) % 7;
  return addDays(calendarDayOf(day), -daysSinceMonday);
}

const aMonday = Date.UTC(2024, 0, 1);

/** The names of the weekdays in a language, Monday first, e.g. ma … zo for Dutch. */
export function weekdays(locale: Locales, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, offset) => format.format(aMonday + offset * 86_400_000));
}
