import type { MerchantScope } from '@ops/core/api';
import { cacheKey, scopedKey } from './cache-key.ts';

/** The sellers' query keys: lists, details and every tab of seller details start with `sellers`. */
export const sellersKeys = {
  all: cacheKey('sellers'),
  list: (scope: MerchantScope, filters: object, page: number, pageSize: number) =>
    [...scopedKey('sellers', scope), 'list', filters, page, pageSize] as const,
  /** The list of every merchant's sellers, when no merchant is bound. */
  listAcrossMerchants: (filters: object, page: number, pageSize: number) =>
    [...cacheKey('sellers'), 'across-merchants', 'list', filters, page, pageSize] as const,
  details: (scope: MerchantScope, accountHolderCode: string) =>
    [...scopedKey('sellers', scope), 'details', accountHolderCode] as const,
  externalAccounts: (scope: MerchantScope, accountHolderCode: string) =>
    [...scopedKey('sellers', scope), 'externalAccounts', accountHolderCode] as const,
  payoutRequests: (scope: MerchantScope, accountHolderCode: string, listPage: object) =>
    [...scopedKey('sellers', scope), 'payoutRequests', accountHolderCode, listPage] as const,
  payouts: (scope: MerchantScope, accountHolderCode: string, listPage: object) =>
    [...scopedKey('sellers', scope), 'payouts', accountHolderCode, listPage] as const,
  transactions: (scope: MerchantScope, accountHolderCode: string, listPage: object) =>
    [...scopedKey('sellers', scope), 'transactions', accountHolderCode, listPage] as const,
  balanceHistory: (scope: MerchantScope, virtualAccountCode: string, listPage: object) =>
    [...scopedKey('sellers', scope), 'balanceHistory', virtualAccountCode, listPage] as const,
  /** The split creator's seller search. */
  splitSearch: (scope: MerchantScope, term: string) => [...scopedKey('sellers', scope), 'split-search', term] as const,
};
