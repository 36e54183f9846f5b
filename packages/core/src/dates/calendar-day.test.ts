import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDayOf, daysBetween, fromLocalDay, toLocalDay, utcDay } from './calendar-day.ts';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const anyDay = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('calendar days', () => {
  it('drops the time of a moment, keeping its UTC day', () => {
    expect(calendarDayOf(new Date('2024-03-05T23:59:59.999Z')).toISOString()).toBe('2024-03-05T00:00:00.000Z');
  });

  it('takes the day a local-time date picker means, whatever the time zone', () => {
    expect(iso(fromLocalDay(new Date(2024, 2, 31)))).toBe('2024-03-31');
    expect(iso(fromLocalDay(new Date(2024, 0, 1, 0, 30)))).toBe('2024-01-01');
  });

  it('hands a date picker the local midnight of the same day', () => {
    const local = toLocalDay(utcDay(2024, 1, 29));
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours()]).toEqual([2024, 1, 29, 0]);
  });

  it('round-trips through local time', () => {
    fc.assert(
      fc.property(anyDay, (moment) => {
        const day = calendarDayOf(moment);
        return fromLocalDay(toLocalDay(day)).getTime() === day.getTime();
      }),
    );
  });

  it('keeps years below 100 as they are', () => {
    expect(utcDay(99, 0, 1).getUTCFullYear()).toBe(99);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(daysBetween(new Date('2024-03-01T23:00:00Z'), new Date('2024-03-02T01:00:00Z'))).toBe(1);
    expect(daysBetween(utcDay(2024, 0, 1), utcDay(2024, 11, 31))).toBe(365);
    expect(daysBetween(utcDay(2024, 0, 10), utcDay(2024, 0, 3))).toBe(-7);
  });

  it('is the inverse of addDays', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.integer({ min: -4000, max: 4000 }),
        (day, days) => daysBetween(day, addDays(day, days)) === days,
      ),
    );
  });
});

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(iso(addMonths(utcDay(2024, 0, 15), 1))).toBe('2024-02-15');
    expect(iso(addMonths(utcDay(2024, 11, 15), 1))).toBe('2025-01-15');
    expect(iso(addMonths(utcDay(2024, 2, 15), -3))).toBe('2023-12-15');
  });

  it("falls back to the month's last day when the month is shorter", () => {
    expect(iso(addMonths(utcDay(2024, 0, 31), 1))).toBe('2024-02-29');
    expect(iso(addMonths(utcDay(2023, 0, 31), 1))).toBe('2023-02-28');
    expect(iso(addMonths(utcDay(2024, 2, 31), 1))).toBe('2024-04-30');
  });

  it('lands in the month asked for, never on a later day of the month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -120, max: 120 }),
        (moment, months) => {
          const day = calendarDayOf(moment);
          const later = addMonths(day, months);
          const monthsApart =
            (later.getUTCFullYear() - day.getUTCFullYear()) * 12 + later.getUTCMonth() - day.getUTCMonth();
          return monthsApart === months && later.getUTCDate() <= day.getUTCDate();
        },
      ),
    );
  });
});
