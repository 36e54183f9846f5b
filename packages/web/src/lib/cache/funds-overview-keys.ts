import { cacheKey } from './cache-key.ts';

/** The funds overview's query keys: every merchant's balance and the bank balance. */
export const fundsOverviewKeys = {
  all: cacheKey('fundsOverview'),
  merchantBalance: [...cacheKey('fundsOverview'), 'merchant-balance'] as const,
  bankBalance: [...cacheKey('fundsOverview'), 'bank-balance'] as const,
};
