import { cacheKey } from './cache-key.ts';

/** Ops accounts: the signed-in account's roles (`me`) and the embedded provider's accounts with theirs. */
export const opsAccountsKeys = {
  all: cacheKey('opsAccounts'),
  me: () => [...cacheKey('opsAccounts'), 'me'] as const,
};
