import { cacheKey } from './cache-key.ts';

/** The platform's background jobs (Configurations → Jobs): the queues, and the jobs of one queue or of all. */
export const jobsKeys = {
  queues: () => [...cacheKey('jobs'), 'queues'] as const,
  list: (queue: string | undefined) => [...cacheKey('jobs'), 'list', queue ?? null] as const,
};
