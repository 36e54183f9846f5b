import type { PayoutScheduler } from '@ops/core/contract';
import type { Random } from './random.ts';
import { seedMoment } from './seed-size.ts';

const dayMs = 86_400_000;
const isWeekday = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;

function nextDay(from: Date, accept: (day: Date) => boolean): string {
  for (let offset = 1; offset <= 400; offset += 1) {
    const day = new Date(from.getTime() + offset * dayMs);
    if (accept(day)) return day.toISOString().slice(0, 10);
  }
  throw new RangeError('no payout day within a year');
}

function isLastWeekdayOfMonth(day: Date): boolean {
  if (!isWeekday(day)) return false;
  for (let ahead = new Date(day.getTime() + dayMs); ahead.getUTCMonth() === day.getUTCMonth(); ) {
    if (isWeekday(ahead)) return false;
    ahead = new Date(ahead.getTime() + dayMs);
  }
  return true;
}

/**
 * The next day a division's scheduler pays its sellers out after the seed moment (YYYY-MM-DD). A custom interval
 * started on a day of its own for each seller, so their next days spread over the interval.
 */
export function nextScheduledPayoutDay(scheduler: PayoutScheduler, random: Random): string {
  const { frequency } = scheduler;
  if (frequency.preset === 'EVERY_DAY') return nextDay(seedMoment, isWeekday);
  if (frequency.preset === 'EVERY_MONDAY') return nextDay(seedMoment, (day) => day.getUTCDay() === 1);
  if (frequency.preset === 'LAST_WEEKDAY_OF_MONTH') return nextDay(seedMoment, isLastWeekdayOfMonth);
  const intervalDays = frequency.every * { DAYS: 1, WEEKS: 7, MONTHS: 30 }[frequency.unit];
  const start = new Date(seedMoment.getTime() + random.int(0, intervalDays - 1) * dayMs);
  return nextDay(start, isWeekday);
}
