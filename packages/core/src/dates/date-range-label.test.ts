import { describe, expect, it } from 'vitest';
import { utcDay } from './calendar-day.ts';
import { dateRangeLabel } from './date-range-label.ts';

describe('dateRangeLabel', () => {
  it('shows both ends of a range', () => {
    expect(dateRangeLabel({ start: utcDay(2024, 0, 1), end: utcDay(2024, 0, 31) }, 'en')).toBe(
      '01/01/2024 - 31/01/2024',
    );
  });

  it('shows the start alone until the end is picked', () => {
    expect(dateRangeLabel({ start: utcDay(2024, 0, 1) }, 'nl')).toBe('01/01/2024');
  });

  it("says 'missing dates' when there are none, in the user's language", () => {
    expect(dateRangeLabel({}, 'en')).toBe('missing dates');
    expect(dateRangeLabel({ end: utcDay(2024, 0, 31) }, 'nl')).toBe('ontbrekende datums');
  });
});
