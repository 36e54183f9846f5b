import { type KycTaskStatus, type KycTier, kycTaskStatuses, kycTiers } from '@ops/core/contract';

/** The ages the queue filters on: tasks opened at least so many days ago. */
export const queueAges = [1, 3, 7, 14, 30] as const;

/** The queue's filters as they live in the URL; without a status the queue shows the open tasks. */
export interface KycQueueFilters {
  status: KycTaskStatus | 'all';
  tier: KycTier | undefined;
  merchantCode: string;
  olderThanDays: number | undefined;
}

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as Value) : undefined;

export function kycQueueFiltersOf(search: string): KycQueueFilters {
  const query = new URLSearchParams(search);
  const age = Number(query.get('olderThanDays'));
  return {
    status: query.get('status') === 'all' ? 'all' : (oneOf(kycTaskStatuses, query.get('status')) ?? 'OPEN'),
    tier: oneOf(kycTiers, query.get('tier')),
    merchantCode: query.get('queueMerchant')?.trim() ?? '',
    olderThanDays: (queueAges as readonly number[]).includes(age) ? age : undefined,
  };
}

/** The query with these filters written; a changed filter starts again at the first page. */
export function withKycQueueFilters(search: string, filters: KycQueueFilters): URLSearchParams {
  const query = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
  set('status', filters.status === 'OPEN' ? undefined : filters.status);
  set('tier', filters.tier);
  set('queueMerchant', filters.merchantCode.trim() || undefined);
  set('olderThanDays', filters.olderThanDays?.toString());
  query.delete('page');
  return query;
}

/** The list call's query for these filters. */
export function kycQueueQuery(filters: KycQueueFilters) {
  return {
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.tier ? { tier: filters.tier } : {}),
    ...(filters.merchantCode ? { merchantCode: filters.merchantCode } : {}),
    ...(filters.olderThanDays === undefined ? {} : { olderThanDays: filters.olderThanDays }),
  };
}
