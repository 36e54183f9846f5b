import { cacheKey } from './cache-key.ts';

/** The platform's background jobs (Configurations → Jobs): the queues, the jobs of one queue or of all, the schedules, the queues' warnings. */
export const jobsKeys = {
  queues: () => [...cacheKey('jobs'), 'queues'] as const,
  list: (queue: string | undefined) => [...cacheKey('jobs'), 'list', queue ?? null] as const,
  schedules: () => [...cacheKey('jobs'), 'schedules'] as const,
  warnings: () => [...cacheKey('jobs'), 'warnings'] as const,
};
