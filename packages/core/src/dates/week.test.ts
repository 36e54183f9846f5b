import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, utcDay } from './calendar-day.ts';
import { startOfWeek, weekdays, weekStartsOn } from './week.ts';

describe('weeks start on Monday', () => {
  it('numbers Monday as a date picker expects it', () => {
    expect(weekStartsOn).toBe(1);
  });

  it('finds the Monday of a week', () => {
    expect(startOfWeek(utcDay(2024, 1, 29)).toISOString()).toBe('2024-02-26T00:00:00.000Z');
    expect(startOfWeek(new Date('2024-03-03T23:00:00Z')).toISOString()).toBe('2024-02-26T00:00:00.000Z');
    expect(startOfWeek(utcDay(2024, 2, 4)).toISOString()).toBe('2024-03-04T00:00:00.000Z');
  });

  it('puts every day in the week of the Monday at most six days before it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (day) => {
          const monday = startOfWeek(day);
          const offset = daysBetween(monday, day);
          return monday.getUTCDay() === 1 && offset >= 0 && offset <= 6;
        },
      ),
    );
  });

  it('names the weekdays from Monday to Sunday in English and Dutch', () => {
    expect(weekdays('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdays('nl', 'long')).toEqual([
      'maandag',
      'dinsdag',
      'woensdag',
      'donderdag',
      'vrijdag',
      'zaterdag',
      'zondag',
    ]);
  });
});
