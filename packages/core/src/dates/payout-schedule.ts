import type { PayoutFrequency } from '../contract/account-owner/division-config.ts';
import { addDays, addMonths, type CalendarDay, daysBetween, utcDay } from './calendar-day.ts';
import { payoutDayFrom, payoutDayUntil } from './payout-days.ts';

/** A shift to a payout day moves a date at most this far (Good Friday to the Tuesday after Easter: 4 days). */
const longestShift = 7;

/**
 * The scheduler's raw occurrences in increasing order, from about `from` on, each already moved to a payout day.
 * Moving is monotonic (forward, or backward for the month's last weekday), so the moved days never go back.
 */
function* dueDays(frequency: PayoutFrequency, from: CalendarDay, anchor: CalendarDay): Generator<CalendarDay> {
  switch (frequency.preset) {
    case 'EVERY_DAY':
      for (let day = from; ; day = addDays(day, 1)) yield payoutDayFrom(day);
    case 'EVERY_MONDAY': {
      const monday = addDays(from, -((from.getUTCDay() + 6) % 7));
      for (let day = monday; ; day = addDays(day, 7)) yield payoutDayFrom(day);
    }
    case 'LAST_WEEKDAY_OF_MONTH':
      for (let month = from.getUTCMonth(); ; month += 1)
        yield payoutDayUntil(utcDay(from.getUTCFullYear(), month + 1, 0));
    case 'CUSTOM': {
      const { every, unit } = frequency;
      if (unit === 'MONTHS') {
        const monthsApart =
          (from.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + from.getUTCMonth() - anchor.getUTCMonth();
        for (let step = Math.max(1, Math.floor(monthsApart / every) - 1); ; step += 1) {
          yield payoutDayFrom(addMonths(anchor, step * every));
        }
      }
      const stepDays = unit === 'WEEKS' ? every * 7 : every;
      for (let step = Math.max(1, Math.floor(daysBetween(anchor, from) / stepDays)); ; step += 1) {
        yield payoutDayFrom(addDays(anchor, step * stepDays));
      }
    }
  }
}

/**
 * The scheduler's first due date after `after`: a payout day (a weekday that is not a TARGET2 closing day) of
 * the frequency. Every day and every Monday move forward to the next payout day, the month's last weekday moves
 * back to the last payout day of the month; a custom schedule (every N days, weeks or months) counts from
 * `anchor` (the day the division was created) so its dates never drift, and moves forward.
 */
export function nextPayoutDueDate(frequency: PayoutFrequency, after: CalendarDay, anchor: CalendarDay): CalendarDay {
  for (const day of dueDays(frequency, addDays(after, -longestShift), anchor)) {
    if (day > after) return day;
  }
  throw new Error('unreachable: a schedule has no last due date');
}
