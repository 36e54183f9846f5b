import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, utcDay } from '../dates/index.ts';
import { checkDayMonthYear, checkIsoDay, checkPspRetriggerRange, exceedsMaxRange } from './date-rules.ts';

describe('checkDayMonthYear', () => {
  it('gives the day of a DD-MM-YYYY text', () => {
    expect(checkDayMonthYear('29-02-2024')).toEqual({ ok: true, value: utcDay(2024, 1, 29) });
  });

  it("says 'Invalid format (DD-MM-YYYY)' for other layouts and days that do not exist", () => {
    for (const text of ['2024-02-29', '31-02-2024', '1-1-2024', '01/01/2024']) {
      expect(checkDayMonthYear(text), text).toEqual({ ok: false, message: 'invalidDateFormat' });
    }
  });

  it("says 'Required' when empty", () => {
    expect(checkDayMonthYear('')).toEqual({ ok: false, message: 'required' });
  });
});

describe('checkIsoDay', () => {
  it('gives the day of a YYYY-MM-DD text and names that format otherwise', () => {
    expect(checkIsoDay('2024-02-29')).toEqual({ ok: true, value: utcDay(2024, 1, 29) });
    expect(checkIsoDay('29-02-2024')).toEqual({ ok: false, message: 'invalidIsoDateFormat' });
    expect(checkIsoDay(undefined)).toEqual({ ok: false, message: 'required' });
  });
});

describe('exceedsMaxRange', () => {
  it('rejects an end further from the start than the maximum range in days', () => {
    const start = utcDay(2024, 0, 1);
    expect(exceedsMaxRange(start, utcDay(2024, 0, 31), 30)).toBe(false);
    expect(exceedsMaxRange(start, utcDay(2024, 1, 1), 30)).toBe(true);
  });

  it('never rejects when no maximum is set', () => {
    expect(exceedsMaxRange(utcDay(2000, 0, 1), utcDay(2024, 0, 1), undefined)).toBe(false);
  });

  it('accepts exactly the ends within the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (days, max) => {
        const start = utcDay(2024, 5, 15);
        return exceedsMaxRange(start, addDays(start, days), max) === days > max;
      }),
    );
  });
});

describe('checkPspRetriggerRange', () => {
  const merchantCode = 'M-ACME';

  it('accepts a range of up to one month', () => {
    const range = { merchantCode, start: utcDay(2024, 0, 15), end: utcDay(2024, 1, 15) };
    expect(checkPspRetriggerRange(range)).toEqual({ ok: true, value: { start: range.start, end: range.end } });
    expect(checkPspRetriggerRange({ merchantCode, start: utcDay(2024, 0, 31), end: utcDay(2024, 1, 29) }).ok).toBe(
      true,
    );
  });

  it('refuses a range longer than one month', () => {
    const tooLong = { ok: false, message: 'rangeTooLong' };
    expect(checkPspRetriggerRange({ merchantCode, start: utcDay(2024, 0, 15), end: utcDay(2024, 1, 16) })).toEqual(
      tooLong,
    );
    expect(checkPspRetriggerRange({ merchantCode, start: utcDay(2023, 0, 31), end: utcDay(2023, 2, 1) })).toEqual(
      tooLong,
    );
  });

  it('needs a merchant first, then both dates in order', () => {
    const start = utcDay(2024, 0, 15);
    expect(checkPspRetriggerRange({ merchantCode: ' ', start, end: start })).toEqual({
      ok: false,
      message: 'selectMerchant',
    });
    expect(checkPspRetriggerRange({ merchantCode, start, end: undefined })).toEqual({ ok: false, message: 'required' });
    expect(checkPspRetriggerRange({ merchantCode, start, end: utcDay(2024, 0, 14) })).toEqual({
      ok: false,
      message: 'invalidDateRange',
    });
  });

  it('accepts every end from the start to one month later and nothing after', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 40 }),
        (moment, days) => {
          const start = utcDay(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
          const end = addDays(start, days);
          const withinAMonth = end.getTime() <= addMonths(start, 1).getTime();
          return checkPspRetriggerRange({ merchantCode, start, end }).ok === withinAMonth;
        },
      ),
    );
  });
});
