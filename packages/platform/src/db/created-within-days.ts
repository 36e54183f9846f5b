import { type Column, gte, lt, type SQL } from 'drizzle-orm';

const dayMs = 86_400_000;

/** The first moment of a UTC calendar day (`YYYY-MM-DD`). */
export const startOfUtcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The first moment after a UTC calendar day: the bound below which the whole day is included. */
export const afterUtcDay = (day: string) => new Date(startOfUtcDay(day).getTime() + dayMs);

/**
 * The list filter "created from day to day": days are UTC calendar days, both ends included, and an end not given
 * leaves the range open on that side.
 */
export function createdWithinDays(
  createdAt: Column,
  days: { createdFrom?: string | undefined; createdTo?: string | undefined },
): (SQL | undefined)[] {
  return [
    days.createdFrom ? gte(createdAt, startOfUtcDay(days.createdFrom)) : undefined,
    days.createdTo ? lt(createdAt, afterUtcDay(days.createdTo)) : undefined,
  ];
}
