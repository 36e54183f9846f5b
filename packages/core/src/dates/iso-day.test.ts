import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day.ts';
import { formatIsoDate } from './day-text.ts';
import { addIsoDays, startOfIsoDay } from './iso-day.ts';

const anyDay = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map(formatIsoDate);

describe('ISO days', () => {
  it('starts a day at 00:00 UTC and refuses a text that is no day', () => {
    expect(startOfIsoDay('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const text of ['2023-02-29', '2024-13-01', '2024-1-1', 'today']) {
      expect(() => startOfIsoDay(text), text).toThrow(RangeError);
    }
  });

  it('counts days across months, leap days and years', () => {
    expect(addIsoDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addIsoDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addIsoDays('2023-12-31', 1)).toBe('2024-01-01');
  });

  it('agrees with calendar-day arithmetic and comes back from any step', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400, max: 400 }), (day, days) => {
        const later = addIsoDays(day, days);
        expect(later).toBe(formatIsoDate(addDays(startOfIsoDay(day), days)));
        if (/^\d{4}-/.test(later) && later >= '0001-01-01' && later <= '9999-12-31') {
          expect(addIsoDays(later, -days)).toBe(day);
        }
      }),
    );
  });
});
