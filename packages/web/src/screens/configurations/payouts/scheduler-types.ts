import type { PayoutFrequency } from '@ops/core/contract';

/** The scheduler's types as addresses, `/configurations/payouts/scheduler/{type}` (spec section 2). */
export const schedulerTypes = ['every-day', 'every-monday', 'last-weekday', 'custom'] as const;
export type SchedulerType = (typeof schedulerTypes)[number];

export const presetOfType = {
  'every-day': 'EVERY_DAY',
  'every-monday': 'EVERY_MONDAY',
  'last-weekday': 'LAST_WEEKDAY_OF_MONTH',
  custom: 'CUSTOM',
} as const satisfies Record<SchedulerType, PayoutFrequency['preset']>;

export const schedulerPath = (type: SchedulerType) => `/configurations/payouts/scheduler/${type}`;

export function schedulerTypeOf(frequency: PayoutFrequency): SchedulerType {
  return schedulerTypes.find((type) => presetOfType[type] === frequency.preset) ?? 'every-day';
}

/** The type named by the address on view, if it names one. */
export function schedulerTypeIn(location: string): SchedulerType | undefined {
  const named = /^\/configurations\/payouts\/scheduler\/([^/]+)\/?$/.exec(location)?.[1];
  return schedulerTypes.find((type) => type === named);
}

/** The frequency of a preset type; a custom one takes its interval. */
export function frequencyOf(type: Exclude<SchedulerType, 'custom'>): PayoutFrequency {
  return { preset: presetOfType[type] };
}
