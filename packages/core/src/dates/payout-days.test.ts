import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from './day-text.ts';
import { easterSunday, isBankHoliday, isPayoutDay, payoutDayFrom, payoutDayUntil } from './payout-days.ts';

const day = (text: string) => parseIsoDate(text) as Date;

describe('payout days', () => {
  it('finds Easter Sunday', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => formatIsoDate(easterSunday(Number(year))))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  it('knows the TARGET2 closing days and nothing else', () => {
    for (const holiday of ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26']) {
      expect(isBankHoliday(day(holiday)), holiday).toBe(true);
    }
    for (const workday of ['2026-01-02', '2026-04-02', '2026-04-07', '2026-04-27', '2026-12-24', '2026-12-31']) {
      expect(isBankHoliday(day(workday)), workday).toBe(false);
    }
  });

  it('pays only on weekdays that are not holidays', () => {
    expect(isPayoutDay(day('2026-11-20'))).toBe(true);
    expect(isPayoutDay(day('2026-11-21'))).toBe(false);
    expect(isPayoutDay(day('2026-11-22'))).toBe(false);
    expect(isPayoutDay(day('2026-04-03'))).toBe(false);
  });

  it('moves to the next or the previous payout day', () => {
    expect(formatIsoDate(payoutDayFrom(day('2026-04-03')))).toBe('2026-04-07');
    expect(formatIsoDate(payoutDayFrom(day('2026-12-25')))).toBe('2026-12-28');
    expect(formatIsoDate(payoutDayUntil(day('2026-04-06')))).toBe('2026-04-02');
    expect(formatIsoDate(payoutDayUntil(day('2026-11-20')))).toBe('2026-11-20');
  });
});
