import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './day-text.ts';
import { formatDisplayDate, formatTableDate, formatTime } from './moment-format.ts';

const anyMoment = fc.date({
  min: new Date('1000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('formatTableDate', () => {
  it("shows 'DD-MM-YYYY HH:mm' in UTC", () => {
    expect(formatTableDate('2024-03-05T14:07:09.123Z')).toBe('05-03-2024 14:07');
    expect(formatTableDate(new Date('2024-12-31T23:59:59Z'))).toBe('31-12-2024 23:59');
  });

  it('converts timestamps with an offset to UTC', () => {
    expect(formatTableDate('2024-03-05T00:30:00+02:00')).toBe('04-03-2024 22:30');
  });

  it('reads a timestamp without an offset as UTC, the server clock', () => {
    expect(formatTableDate('2024-03-05T14:07:09')).toBe('05-03-2024 14:07');
    expect(formatTableDate('2024-03-05T14:07')).toBe('05-03-2024 14:07');
  });

  it('refuses what is not a date', () => {
    expect(() => formatTableDate('soon')).toThrow(RangeError);
    expect(() => formatTableDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('starts with the UTC day of the moment and ends with its UTC hour and minute', () => {
    fc.assert(
      fc.property(anyMoment, (moment) => {
        const hhmm = moment.toISOString().slice(11, 16);
        return formatTableDate(moment) === `${formatDayMonthYear(moment)} ${hhmm}`;
      }),
    );
  });
});

describe('formatDisplayDate', () => {
  it("shows 'DD/MM/YYYY'", () => {
    expect(formatDisplayDate('2024-02-09T10:00:00Z')).toBe('09/02/2024');
    expect(formatDisplayDate('2024-02-09')).toBe('09/02/2024');
  });

  it('shows the day in another time zone when asked', () => {
    expect(formatDisplayDate('2024-03-31T23:59:59Z', 'Europe/Amsterdam')).toBe('01/04/2024');
    expect(formatDisplayDate('2024-03-01T03:00:00Z', 'America/New_York')).toBe('29/02/2024');
  });

  it('is the DD-MM-YYYY day with slashes', () => {
    fc.assert(
      fc.property(anyMoment, (moment) => formatDisplayDate(moment) === formatDayMonthYear(moment).replaceAll('-', '/')),
    );
  });
});

describe('formatTime', () => {
  it("shows 'HH:mm:ss' on a 24-hour clock", () => {
    expect(formatTime('2024-02-09T21:05:09Z')).toBe('21:05:09');
    expect(formatTime('2024-02-09T00:00:00Z')).toBe('00:00:00');
    expect(formatTime('2024-02-09T12:00:00Z')).toBe('12:00:00');
  });

  it('shows the time in another time zone when asked, summer time included', () => {
    expect(formatTime('2024-07-01T12:00:00Z', 'Europe/Amsterdam')).toBe('14:00:00');
    expect(formatTime('2024-01-01T12:00:00Z', 'Europe/Amsterdam')).toBe('13:00:00');
  });

  it('agrees with the UTC time of the moment', () => {
    fc.assert(fc.property(anyMoment, (moment) => formatTime(moment) === moment.toISOString().slice(11, 19)));
  });
});
