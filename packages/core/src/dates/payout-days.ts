import { addDays, type CalendarDay, utcDay } from './calendar-day.ts';

/** Easter Sunday of `year` (Gregorian calendar; the anonymous algorithm, also known as Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month - 1, dayOfMonth);
}

/**
 * The days SEPA payments are not settled although they are weekdays: the TARGET2 closing days (New Year's Day,
 * Good Friday, Easter Monday, Labour Day, Christmas Day and the day after).
 */
export function isBankHoliday(day: CalendarDay): boolean {
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  if ((month === 0 && date === 1) || (month === 4 && date === 1) || (month === 11 && (date === 25 || date === 26))) {
    return true;
  }
  const easter = easterSunday(day.getUTCFullYear()).getTime();
  return (
    day.getTime() === addDays(new Date(easter), -2).getTime() ||
    day.getTime() === addDays(new Date(easter), 1).getTime()
  );
}

/** Payouts happen only on non-holiday weekdays (spec section 5). */
export function isPayoutDay(day: CalendarDay): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(day);
}

/** `day` itself when payouts happen on it, else the first payout day after it. */
export function payoutDayFrom(day: CalendarDay): CalendarDay {
  let candidate = day;
  while (!isPayoutDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** `day` itself when payouts happen on it, else the last payout day before it. */
export function payoutDayUntil(day: CalendarDay): CalendarDay {
  let candidate = day;
  while (!isPayoutDay(candidate)) candidate = addDays(candidate, -1);
  return candidate;
}
