import { i18nObject, type Locales } from '@ops/locales';
import { formatDisplayDate } from './moment-format.ts';

export interface DayRange {
  start?: Date | undefined;
  end?: Date | undefined;
}

/** What a date or range picker shows: 'DD/MM/YYYY - DD/MM/YYYY', the start alone, or 'missing dates'. */
export function dateRangeLabel({ start, end }: DayRange, locale: Locales): string {
  if (!start) return i18nObject(locale).dates.missingDates();
  return end ? `${formatDisplayDate(start)} - ${formatDisplayDate(end)}` : formatDisplayDate(start);
}
