import type { PayoutFrequency } from '@ops/core/contract';
import { addDays, addMonths, type CalendarDay, utcDay } from '@ops/core/dates';

const isWeekend = (day: CalendarDay) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/** The day itself when it is a weekday, else the Monday after: payouts happen only on weekdays. */
function onWeekday(day: CalendarDay): CalendarDay {
  let weekday = day;
  while (isWeekend(weekday)) weekday = addDays(weekday, 1);
  return weekday;
}

function lastWeekdayOfMonth(year: number, monthIndex: number): CalendarDay {
  let day = utcDay(year, monthIndex + 1, 0);
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}

function stepOf(frequency: Extract<PayoutFrequency, { preset: 'CUSTOM' }>, from: CalendarDay, steps: number) {
  const count = frequency.every * steps;
  if (frequency.unit === 'MONTHS') return addMonths(from, count);
  return addDays(from, frequency.unit === 'WEEKS' ? count * 7 : count);
}

/**
 * The first payout day after `today` for a scheduler on `frequency`. A custom schedule (every N days, weeks or
 * months) counts from `anchor`, the day the seller joined, so the date does not drift from day to day.
 */
export function nextPayoutDate(frequency: PayoutFrequency, today: CalendarDay, anchor: CalendarDay): CalendarDay {
  switch (frequency.preset) {
    case 'EVERY_DAY':
      return onWeekday(addDays(today, 1));
    case 'EVERY_MONDAY':
      return addDays(today, ((8 - today.getUTCDay()) % 7) + (today.getUTCDay() === 1 ? 7 : 0));
    case 'LAST_WEEKDAY_OF_MONTH': {
      const thisMonth = lastWeekdayOfMonth(today.getUTCFullYear(), today.getUTCMonth());
      return thisMonth > today ? thisMonth : lastWeekdayOfMonth(today.getUTCFullYear(), today.getUTCMonth() + 1);
    }
    case 'CUSTOM': {
      let steps = 1;
      while (onWeekday(stepOf(frequency, anchor, steps)) <= today) steps += 1;
      return onWeekday(stepOf(frequency, anchor, steps));
    }
  }
}
