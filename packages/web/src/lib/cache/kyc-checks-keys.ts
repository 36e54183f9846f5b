import type { MerchantScope } from '@ops/core/api';
import { cacheKey } from './cache-key.ts';

/** The KYC checks' query keys: the queue, a task's view, the user's tasks, a seller's histories, the configuration. */
export const kycChecksKeys = {
  all: cacheKey('kycChecks'),
  queue: (filters: object, listPage: object) => [...cacheKey('kycChecks'), 'queue', filters, listPage] as const,
  configuration: (scope: MerchantScope | undefined) => [...cacheKey('kycChecks'), 'configuration', scope] as const,
  mine: () => [...cacheKey('kycChecks'), 'mine'] as const,
  task: (taskCode: string) => [...cacheKey('kycChecks'), 'task', taskCode] as const,
  history: (accountHolderCode: string, listPage: object) =>
    [...cacheKey('kycChecks'), 'history', accountHolderCode, listPage] as const,
  externalHistory: (accountHolderCode: string, listPage: object) =>
    [...cacheKey('kycChecks'), 'external-history', accountHolderCode, listPage] as const,
};
