import type { MerchantScope } from '@ops/core/api';
import { cacheKey } from './cache-key.ts';

/** The transactions' query keys: the list and a transaction's details. */
export const transactionsKeys = {
  all: cacheKey('transactions'),
  list: (scope: MerchantScope, filters: object, page: number, pageSize: number) =>
    [...cacheKey('transactions'), 'list', scope.merchantCode, scope.divisionCode, filters, page, pageSize] as const,
  details: (scope: MerchantScope, splitCode: string) =>
    [...cacheKey('transactions'), 'details', scope.merchantCode, scope.divisionCode, splitCode] as const,
};
