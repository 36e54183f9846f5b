import type { MerchantScope } from '@ops/core/api';
import { cacheKey } from './cache-key.ts';

/** The payouts' query keys: the payouts screen's lists, a batch's items and a payout request's details. */
export const payoutsKeys = {
  all: cacheKey('payouts'),
  /** A list of the payouts screen; without a binding (`scope` undefined) every merchant's. */
  list: (
    list: 'requests' | 'division-requests' | 'batches',
    scope: MerchantScope | undefined,
    filters: object,
    listPage: object,
  ) => [...cacheKey('payouts'), list, scope, filters, listPage] as const,
  batchItems: (payoutCode: string) => [...cacheKey('payouts'), 'batch-items', payoutCode] as const,
  requestOverview: (scope: MerchantScope, payoutRequestCode: string) =>
    [...cacheKey('payouts'), 'request-details', scope, payoutRequestCode, 'overview'] as const,
  requestMutations: (scope: MerchantScope, payoutRequestCode: string, listPage: object) =>
    [...cacheKey('payouts'), 'request-details', scope, payoutRequestCode, 'mutations', listPage] as const,
};
