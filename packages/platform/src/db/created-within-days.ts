import { addDays, startOfIsoDay } from '@ops/core/dates';
import { type Column, gte, lt, type SQL } from 'drizzle-orm';

/**
 * The list filter "created from day to day": days are UTC calendar days, both ends included, and an end not given
 * leaves the range open on that side.
 */
export function createdWithinDays(
  createdAt: Column,
  days: { createdFrom?: string | undefined; createdTo?: string | undefined },
): (SQL | undefined)[] {
  return [
    days.createdFrom ? gte(createdAt, startOfIsoDay(days.createdFrom)) : undefined,
    days.createdTo ? lt(createdAt, addDays(startOfIsoDay(days.createdTo), 1)) : undefined,
  ];
}
