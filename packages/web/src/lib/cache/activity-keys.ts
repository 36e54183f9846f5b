import type { ActivityQuery } from '@ops/core/contract';
import { cacheKey } from './cache-key.ts';

/** The Activity screen's query keys (issue 30): the feed of one set of filters, scope included. */
export const activityKeys = {
  all: cacheKey('activity'),
  /** The feed's pages, newest first, each older page after the one before (keyset paging). */
  feed: (filters: ActivityQuery) => [...cacheKey('activity'), 'feed', filters] as const,
  /** The small question asked every second: what was written after the newest entry on view. */
  since: (filters: ActivityQuery) => [...cacheKey('activity'), 'since', filters] as const,
};
