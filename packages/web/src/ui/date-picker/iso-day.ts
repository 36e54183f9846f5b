import { type CalendarDay, formatIsoDate, parseIsoDate } from '@ops/core/dates';

/** The calendar day of an ISO 'YYYY-MM-DD' prop; none for a missing or malformed one. */
export const isoDayOf = (text: string | undefined): CalendarDay | undefined => (text ? parseIsoDate(text) : undefined);

/** The ISO 'YYYY-MM-DD' text a picker hands to its owner. */
export const isoTextOf = (day: Date | undefined): string | undefined => (day ? formatIsoDate(day) : undefined);
