import { formatIsoDate, parseIsoDate } from '@ops/core/dates';
import { describe, expect, it } from 'vitest';
import { nextPayoutDate } from './next-payout-date.ts';

const day = (text: string) => parseIsoDate(text) as Date;
const next = (frequency: Parameters<typeof nextPayoutDate>[0], today: string, anchor = '2024-01-01') =>
  formatIsoDate(nextPayoutDate(frequency, day(today), day(anchor)));

describe('next scheduled payout date', () => {
  it('pays every day on the next weekday', () => {
    expect(next({ preset: 'EVERY_DAY' }, '2024-05-14')).toBe('2024-05-15');
    expect(next({ preset: 'EVERY_DAY' }, '2024-05-17')).toBe('2024-05-20');
    expect(next({ preset: 'EVERY_DAY' }, '2024-05-18')).toBe('2024-05-20');
  });

  it('pays every Monday on the Monday after today', () => {
    expect(next({ preset: 'EVERY_MONDAY' }, '2024-05-14')).toBe('2024-05-20');
    expect(next({ preset: 'EVERY_MONDAY' }, '2024-05-13')).toBe('2024-05-20');
    expect(next({ preset: 'EVERY_MONDAY' }, '2024-05-19')).toBe('2024-05-20');
  });

  it('pays on the last weekday of the month, or of the next month once that has passed', () => {
    expect(next({ preset: 'LAST_WEEKDAY_OF_MONTH' }, '2024-02-10')).toBe('2024-02-29');
    expect(next({ preset: 'LAST_WEEKDAY_OF_MONTH' }, '2024-02-29')).toBe('2024-03-28');
    expect(next({ preset: 'LAST_WEEKDAY_OF_MONTH' }, '2024-03-28')).toBe('2024-04-30');
    expect(next({ preset: 'LAST_WEEKDAY_OF_MONTH' }, '2024-08-31')).toBe('2024-09-30');
  });

  it('skips bank holidays: Good Friday, Easter Monday, Christmas', () => {
    expect(next({ preset: 'EVERY_DAY' }, '2026-04-02')).toBe('2026-04-07');
    expect(next({ preset: 'EVERY_MONDAY' }, '2026-04-01')).toBe('2026-04-07');
    expect(next({ preset: 'EVERY_DAY' }, '2026-12-24')).toBe('2026-12-28');
    expect(next({ preset: 'CUSTOM', every: 1, unit: 'MONTHS' }, '2026-11-30', '2026-01-25')).toBe('2026-12-28');
  });

  it('counts a custom schedule from the anchor day, moved off weekends, without drifting', () => {
    const everyTwoWeeks = { preset: 'CUSTOM', every: 2, unit: 'WEEKS' } as const;
    expect(next(everyTwoWeeks, '2024-01-10', '2024-01-01')).toBe('2024-01-15');
    expect(next(everyTwoWeeks, '2024-01-12', '2024-01-01')).toBe('2024-01-15');
    expect(next(everyTwoWeeks, '2024-01-15', '2024-01-01')).toBe('2024-01-29');
    const everyMonth = { preset: 'CUSTOM', every: 1, unit: 'MONTHS' } as const;
    expect(next(everyMonth, '2024-05-31', '2024-01-31')).toBe('2024-07-01');
    expect(next({ preset: 'CUSTOM', every: 3, unit: 'DAYS' }, '2024-01-01', '2024-01-01')).toBe('2024-01-04');
  });
});
