import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PayoutFrequency } from '../contract/index.ts';
import { formatIsoDate, parseIsoDate } from './day-text.ts';
import { nextPayoutDueDate } from './payout-schedule.ts';

/*
 * An independent model of the scheduler: day numbers instead of dates, Easter by the Gauss algorithm (the
 * implementation uses Meeus/Jones/Butcher), and "is this day due?" decided day by day, by brute force.
 */
const msPerDay = 86_400_000;
const dayNumber = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) / msPerDay;
const partsOf = (day: number) => {
  const date = new Date(day * msPerDay);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, date: date.getUTCDate() };
};
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday (4)

function gaussEaster(year: number): number {
  const a = year % 19;
  const b = year % 4;
  const c = year % 7;
  const k = Math.floor(year / 100);
  const p = Math.floor((13 + 8 * k) / 25);
  const q = Math.floor(k / 4);
  const m = (15 - p + k - q) % 30;
  const n = (4 + k - q) % 7;
  const d = (19 * a + m) % 30;
  const e = (2 * b + 4 * c + 6 * d + n) % 7;
  if (d === 29 && e === 6) return dayNumber(year, 4, 19);
  if (d === 28 && e === 6 && (11 * m + 11) % 30 < 19) return dayNumber(year, 4, 18);
  return dayNumber(year, 3, 22) + d + e;
}

function isClosingDay(day: number): boolean {
  const { year, month, date } = partsOf(day);
  const fixed = ['1-1', '5-1', '12-25', '12-26'].includes(`${month}-${date}`);
  const easter = gaussEaster(year);
  return fixed || day === easter - 2 || day === easter + 1;
}
const isBusinessDay = (day: number) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5 && !isClosingDay(day);
const forward = (day: number): number => (isBusinessDay(day) ? day : forward(day + 1));
const backward = (day: number): number => (isBusinessDay(day) ? day : backward(day - 1));
const monthsLater = (day: number, months: number) => {
  const { year, month, date } = partsOf(day);
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  const lastDate = partsOf(dayNumber(targetYear, targetMonth + 1, 1) - 1).date;
  return dayNumber(targetYear, targetMonth, Math.min(date, lastDate));
};

function isDue(frequency: PayoutFrequency, day: number, anchor: number): boolean {
  if (!isBusinessDay(day)) return false;
  const window = Array.from({ length: 8 }, (_, back) => day - back);
  switch (frequency.preset) {
    case 'EVERY_DAY':
      return true;
    case 'EVERY_MONDAY':
      return window.some((raw) => weekdayOf(raw) === 1 && forward(raw) === day);
    case 'LAST_WEEKDAY_OF_MONTH': {
      const { year, month } = partsOf(day);
      return backward(dayNumber(year, month + 1, 1) - 1) === day;
    }
    case 'CUSTOM': {
      if (frequency.unit !== 'MONTHS') {
        const step = frequency.unit === 'WEEKS' ? frequency.every * 7 : frequency.every;
        return window.some((raw) => raw > anchor && (raw - anchor) % step === 0 && forward(raw) === day);
      }
      for (let k = 1; ; k += 1) {
        const raw = monthsLater(anchor, k * frequency.every);
        if (raw > day) return false;
        if (forward(raw) === day) return true;
      }
    }
  }
}

function modelNext(frequency: PayoutFrequency, after: number, anchor: number): number {
  for (let day = after + 1; ; day += 1) if (isDue(frequency, day, anchor)) return day;
}

const frequencies: fc.Arbitrary<PayoutFrequency> = fc.oneof(
  fc.constant({ preset: 'EVERY_DAY' } as const),
  fc.constant({ preset: 'EVERY_MONDAY' } as const),
  fc.constant({ preset: 'LAST_WEEKDAY_OF_MONTH' } as const),
  fc.record({
    preset: fc.constant('CUSTOM' as const),
    every: fc.integer({ min: 1, max: 12 }),
    unit: fc.constantFrom('DAYS' as const, 'WEEKS' as const, 'MONTHS' as const),
  }),
);
// Thirty years, 2020 to 2049, with the anchor up to five years before.
const thirtyYears = fc.integer({ min: dayNumber(2020, 1, 1), max: dayNumber(2049, 12, 31) });
const anchors = fc.integer({ min: dayNumber(2015, 1, 1), max: dayNumber(2049, 12, 31) });
const asDate = (day: number) => new Date(day * msPerDay);
const next = (frequency: PayoutFrequency, after: string, anchor = '2024-01-01') =>
  formatIsoDate(nextPayoutDueDate(frequency, parseIsoDate(after) as Date, parseIsoDate(anchor) as Date));

describe('the payout scheduler', () => {
  it('agrees with the model for every preset, start date and year (Easter included)', () => {
    fc.assert(
      fc.property(frequencies, thirtyYears, anchors, (frequency, after, anchor) => {
        expect(formatIsoDate(nextPayoutDueDate(frequency, asDate(after), asDate(anchor)))).toBe(
          formatIsoDate(asDate(modelNext(frequency, after, anchor))),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('walks thirty years of due dates exactly as the model does', () => {
    for (const frequency of [
      { preset: 'EVERY_DAY' },
      { preset: 'EVERY_MONDAY' },
      { preset: 'LAST_WEEKDAY_OF_MONTH' },
    ] as const) {
      let after = dayNumber(2020, 1, 1);
      while (after < dayNumber(2050, 1, 1)) {
        const due = modelNext(frequency, after, after);
        expect(formatIsoDate(nextPayoutDueDate(frequency, asDate(after), asDate(after)))).toBe(
          formatIsoDate(asDate(due)),
        );
        after = due;
      }
    }
  });

  it('never pays on a TARGET2 closing day', () => {
    expect(next({ preset: 'EVERY_DAY' }, '2026-04-02')).toBe('2026-04-07');
    expect(next({ preset: 'EVERY_DAY' }, '2026-12-24')).toBe('2026-12-28');
    expect(next({ preset: 'EVERY_DAY' }, '2026-12-31')).toBe('2027-01-04');
    expect(next({ preset: 'EVERY_DAY' }, '2026-04-30')).toBe('2026-05-04');
  });

  it('pays every Monday, on the Tuesday when Monday is Easter Monday', () => {
    expect(next({ preset: 'EVERY_MONDAY' }, '2024-05-14')).toBe('2024-05-20');
    expect(next({ preset: 'EVERY_MONDAY' }, '2026-04-01')).toBe('2026-04-07');
    expect(next({ preset: 'EVERY_MONDAY' }, '2026-04-06')).toBe('2026-04-07');
    expect(next({ preset: 'EVERY_MONDAY' }, '2026-04-07')).toBe('2026-04-13');
  });

  it('pays on the last weekday of the month, moved back from a weekend or holiday', () => {
    expect(next({ preset: 'LAST_WEEKDAY_OF_MONTH' }, '2024-02-10')).toBe('2024-02-29');
    expect(next({ preset: 'LAST_WEEKDAY_OF_MONTH' }, '2024-02-29')).toBe('2024-03-28');
    expect(next({ preset: 'LAST_WEEKDAY_OF_MONTH' }, '2024-08-31')).toBe('2024-09-30');
  });

  it('counts a custom schedule from its anchor without drifting', () => {
    const everyTwoWeeks = { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } as const;
    expect(next(everyTwoWeeks, '2024-01-10', '2024-01-01')).toBe('2024-01-15');
    expect(next(everyTwoWeeks, '2024-01-15', '2024-01-01')).toBe('2024-01-29');
    const everyMonth = { preset: 'CUSTOM', every: 1, unit: 'MONTHS' } as const;
    expect(next(everyMonth, '2024-05-31', '2024-01-31')).toBe('2024-07-01');
    // 31 March 2024 is a Sunday and 1 April Easter Monday.
    expect(next(everyMonth, '2024-02-29', '2024-01-31')).toBe('2024-04-02');
  });
});
