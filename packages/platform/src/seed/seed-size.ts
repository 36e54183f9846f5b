import { addDays, formatIsoDate } from '@ops/core/dates';
import type { SeedSize } from '../config.ts';

/** A size of demo data that writes something (OPS_SEED=none writes nothing). */
export type DemoDataSize = Exclude<SeedSize, 'none'>;

/**
 * The moment the demo data is dated from: everything was created before it and scheduled payouts fall after it.
 * A constant, not the clock, so a size always gives the same rows.
 */
export const seedMoment = new Date('2026-11-20T09:00:00.000Z');

const dayMs = 86_400_000;

/** `days` (may be fractional) before the seed moment. */
export function daysBeforeSeed(days: number): Date {
  return new Date(seedMoment.getTime() - Math.round(days * dayMs));
}

/** A calendar day (YYYY-MM-DD) `days` after the seed moment, negative for before. */
export function seedDay(days: number): string {
  return formatIsoDate(addDays(seedMoment, days));
}
