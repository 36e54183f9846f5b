import type { MerchantScope } from '@ops/core/api';
import { scopedKey } from './cache-key.ts';

/** The bound division's invoices and contracts. */
export const invoicesKeys = {
  /** The division's invoices a query (the list query language) lists. */
  invoices: (scope: MerchantScope, query: string | undefined) =>
    [...scopedKey('invoices', scope), 'invoices', { query }] as const,
  invoice: (scope: MerchantScope, invoiceCode: string) =>
    [...scopedKey('invoices', scope), 'invoices', invoiceCode] as const,
  contracts: (scope: MerchantScope) => [...scopedKey('invoices', scope), 'contracts'] as const,
  contract: (scope: MerchantScope, contractCode: string) =>
    [...scopedKey('invoices', scope), 'contracts', contractCode] as const,
};
