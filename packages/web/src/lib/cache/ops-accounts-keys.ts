import { cacheKey } from './cache-key.ts';

/** The ops accounts and their roles (Configurations → Ops roles). */
export const opsAccountsKeys = {
  list: () => [...cacheKey('opsAccounts'), 'list'] as const,
};
