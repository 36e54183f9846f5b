import type { CacheDomain } from '@ops/core/actions';
import { cacheKey } from './cache-key.ts';

/**
 * An entity's audit trail (the History panel), under the cache domain of the screen that shows it: an action that
 * changes that domain (a seller's update changes `sellers`) refreshes the history with the rest of the screen.
 */
export const historyKeys = {
  trail: (domain: CacheDomain, entityType: string, entityId: string) =>
    [...cacheKey(domain), 'history', entityType, entityId] as const,
};
