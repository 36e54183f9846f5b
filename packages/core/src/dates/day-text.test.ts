import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayOf, utcDay } from './calendar-day.ts';
import { formatDayMonthYear, formatIsoDate, parseDayMonthYear, parseIsoDate } from './day-text.ts';

const anyMoment = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const dayMonthYearText = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(
    ({ year, month, day }) =>
      `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${String(year).padStart(4, '0')}`,
  );

describe('DD-MM-YYYY', () => {
  it('formats a calendar day as users type it', () => {
    expect(formatDayMonthYear(utcDay(2024, 1, 9))).toBe('09-02-2024');
    expect(formatDayMonthYear(utcDay(987, 11, 31))).toBe('31-12-0987');
  });

  it('reads a typed day', () => {
    expect(parseDayMonthYear('29-02-2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDayMonthYear(' 01-12-2023 ')?.toISOString()).toBe('2023-12-01T00:00:00.000Z');
  });

  it('rejects days that do not exist', () => {
    for (const text of [
      '31-02-2024',
      '29-02-2023',
      '31-04-2024',
      '00-01-2024',
      '01-13-2024',
      '01-00-2024',
      '01-01-0000',
    ]) {
      expect(parseDayMonthYear(text), text).toBeUndefined();
    }
  });

  it('rejects any other layout', () => {
    for (const text of ['1-2-2024', '01/02/2024', '2024-02-01', '01-02-24', '01-02-2024 10:00', '', 'today']) {
      expect(parseDayMonthYear(text), text).toBeUndefined();
    }
  });

  it('reads back the day of any moment it formats', () => {
    fc.assert(
      fc.property(
        anyMoment,
        (moment) => parseDayMonthYear(formatDayMonthYear(moment))?.getTime() === calendarDayOf(moment).getTime(),
      ),
    );
  });

  it('writes back any text it accepts, character for character', () => {
    fc.assert(
      fc.property(dayMonthYearText, (text) => {
        const day = parseDayMonthYear(text);
        return day === undefined || formatDayMonthYear(day) === text;
      }),
    );
  });
});

describe('YYYY-MM-DD', () => {
  it('formats the ISO day that travels on the wire', () => {
    expect(formatIsoDate(utcDay(2024, 1, 9))).toBe('2024-02-09');
    expect(formatIsoDate(new Date('2024-02-09T23:30:00Z'))).toBe('2024-02-09');
  });

  it('reads an ISO day and rejects days that do not exist or other layouts', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const text of ['2023-02-29', '2024-13-01', '09-02-2024', '2024-2-9', '2024-02-09T00:00:00Z']) {
      expect(parseIsoDate(text), text).toBeUndefined();
    }
  });

  it('agrees with Date on every day it formats', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (moment) => formatIsoDate(moment) === moment.toISOString().slice(0, 10),
      ),
    );
  });

  it('round-trips any moment through the ISO text', () => {
    fc.assert(
      fc.property(
        anyMoment,
        (moment) => parseIsoDate(formatIsoDate(moment))?.getTime() === calendarDayOf(moment).getTime(),
      ),
    );
  });
});
