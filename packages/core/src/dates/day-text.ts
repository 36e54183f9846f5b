import { type CalendarDay, utcDay } from './calendar-day.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function dayOf(year: number, month: number, day: number): CalendarDay | undefined {
  const date = utcDay(year, month - 1, day);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1 ? date : undefined;
}

/** A calendar day as users type it: 'DD-MM-YYYY'. */
export function formatDayMonthYear(day: Date): string {
  return `${pad(day.getUTCDate(), 2)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCFullYear(), 4)}`;
}

/** The calendar day of a 'DD-MM-YYYY' text, or undefined when it is not one (such as 31-02-2024). */
export function parseDayMonthYear(text: string): CalendarDay | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  return match ? dayOf(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}

/** A calendar day as it travels on the wire: ISO 'YYYY-MM-DD' (of any moment, its UTC day). */
export function formatIsoDate(day: Date): string {
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`;
}

/** The calendar day of an ISO 'YYYY-MM-DD' text, or undefined when it is not one. */
export function parseIsoDate(text: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? dayOf(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}
