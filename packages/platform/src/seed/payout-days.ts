import type { PayoutScheduler } from '@ops/core/contract';
import { addDays, calendarDayOf, formatIsoDate, nextPayoutDueDate } from '@ops/core/dates';
import type { Random } from './random.ts';
import { seedMoment } from './seed-size.ts';

/** Roughly the days of one custom interval, for spreading the sellers' start days over it. */
const daysPerUnit = { DAYS: 1, WEEKS: 7, MONTHS: 30 } as const;

/**
 * The next day a division's scheduler pays its sellers out after the seed moment (YYYY-MM-DD), by the same rule
 * as the account owner service. A custom interval started on a day of its own for each seller, so their next
 * days spread over the interval.
 */
export function nextScheduledPayoutDay(scheduler: PayoutScheduler, random: Random): string {
  const { frequency } = scheduler;
  const today = calendarDayOf(seedMoment);
  const joined =
    frequency.preset === 'CUSTOM'
      ? addDays(today, -random.int(0, frequency.every * daysPerUnit[frequency.unit] - 1))
      : today;
  return formatIsoDate(nextPayoutDueDate(frequency, today, joined));
}
