import type { PayoutFrequency } from '@ops/core/contract';
import { addDays, addMonths, type CalendarDay, payoutDayFrom, payoutDayUntil, utcDay } from '@ops/core/dates';

function lastPayoutDayOfMonth(year: number, monthIndex: number): CalendarDay {
  return payoutDayUntil(utcDay(year, monthIndex + 1, 0));
}

function stepOf(frequency: Extract<PayoutFrequency, { preset: 'CUSTOM' }>, from: CalendarDay, steps: number) {
  const count = frequency.every * steps;
  if (frequency.unit === 'MONTHS') return addMonths(from, count);
  return addDays(from, frequency.unit === 'WEEKS' ? count * 7 : count);
}

/**
 * The first payout day (a weekday that is not a bank holiday) after `today` for a scheduler on `frequency`. A custom schedule (every N days, weeks or
 * months) counts from `anchor`, the day the seller joined, so the date does not drift from day to day.
 */
export function nextPayoutDate(frequency: PayoutFrequency, today: CalendarDay, anchor: CalendarDay): CalendarDay {
  switch (frequency.preset) {
    case 'EVERY_DAY':
      return payoutDayFrom(addDays(today, 1));
    case 'EVERY_MONDAY':
      return payoutDayFrom(addDays(today, ((8 - today.getUTCDay()) % 7) + (today.getUTCDay() === 1 ? 7 : 0)));
    case 'LAST_WEEKDAY_OF_MONTH': {
      const thisMonth = lastPayoutDayOfMonth(today.getUTCFullYear(), today.getUTCMonth());
      return thisMonth > today ? thisMonth : lastPayoutDayOfMonth(today.getUTCFullYear(), today.getUTCMonth() + 1);
    }
    case 'CUSTOM': {
      let steps = 1;
      while (payoutDayFrom(stepOf(frequency, anchor, steps)) <= today) steps += 1;
      return payoutDayFrom(stepOf(frequency, anchor, steps));
    }
  }
}
