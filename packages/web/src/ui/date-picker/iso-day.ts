import { type CalendarDay, dateRangeLabel, formatIsoDate, parseIsoDate } from '@ops/core/dates';
import type { Locales } from '@ops/locales';

/** The calendar day of an ISO 'YYYY-MM-DD' prop; none for a missing or malformed one. */
export const isoDayOf = (text: string | undefined): CalendarDay | undefined => (text ? parseIsoDate(text) : undefined);

/** The ISO 'YYYY-MM-DD' text a picker hands to its owner. */
export const isoTextOf = (day: Date | undefined): string | undefined => (day ? formatIsoDate(day) : undefined);

/** An ISO range in words, as its picker shows it ('DD/MM/YYYY - DD/MM/YYYY'): a filter chip's value. */
export const isoRangeText = (range: { from?: string | undefined; to?: string | undefined }, locale: Locales): string =>
  dateRangeLabel({ start: isoDayOf(range.from), end: isoDayOf(range.to) }, locale);
