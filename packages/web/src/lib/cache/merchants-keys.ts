import { cacheKey } from './cache-key.ts';

/** The merchants' query keys. */
export const merchantsKeys = {
  all: cacheKey('merchants'),
  /** The merchant on view with its divisions. */
  details: (merchantCode: string) => [...cacheKey('merchants'), merchantCode] as const,
};
