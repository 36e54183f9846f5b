import type { MerchantScope } from '@ops/core/api';
import { cacheKey } from './cache-key.ts';

/** The balance transfers' query keys. */
export const balanceTransfersKeys = {
  all: cacheKey('balanceTransfers'),
  /** One page of the list; without a binding (`scope` undefined) every merchant's transfers. */
  list: (scope: MerchantScope | undefined, filters: object, listPage: object) =>
    [...cacheKey('balanceTransfers'), scope?.merchantCode, scope?.divisionCode, filters, listPage] as const,
};
