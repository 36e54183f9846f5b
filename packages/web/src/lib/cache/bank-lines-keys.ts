import { cacheKey } from './cache-key.ts';

/** The bank integration list's query keys. */
export const bankLinesKeys = {
  all: cacheKey('bankLines'),
  /** One page of the list. */
  list: (filters: object, listPage: object) => [...cacheKey('bankLines'), filters, listPage] as const,
};
