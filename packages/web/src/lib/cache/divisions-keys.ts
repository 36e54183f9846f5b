import type { MerchantScope } from '@ops/core/api';
import { cacheKey, scopedKey } from './cache-key.ts';

/** The bound division's query keys (home, the division screen, the split creator's currency). */
export const divisionsKeys = {
  all: cacheKey('divisions'),
  detailed: (scope: MerchantScope) => [...scopedKey('divisions', scope), 'detailed'] as const,
  groupBalance: (scope: MerchantScope) => [...scopedKey('divisions', scope), 'group-balance'] as const,
  /** The division's configuration (the Configurations screens). */
  config: (scope: MerchantScope) => [...scopedKey('divisions', scope), 'config'] as const,
  /** The division's webhook endpoints and each one's delivery log. */
  webhooks: (scope: MerchantScope) => [...scopedKey('divisions', scope), 'webhooks'] as const,
  webhookDeliveries: (scope: MerchantScope, webhookType: string, listPage: object) =>
    [...scopedKey('divisions', scope), 'webhooks', webhookType, listPage] as const,
  /** The division's hosted onboarding settings. */
  hostedOnboarding: (scope: MerchantScope) => [...scopedKey('divisions', scope), 'hosted-onboarding'] as const,
  /** The division's reconciliation tolerance rule. */
  toleranceRule: (scope: MerchantScope) => [...scopedKey('divisions', scope), 'tolerance-rule'] as const,
  externalAccounts: (scope: MerchantScope) => [...scopedKey('divisions', scope), 'external-accounts'] as const,
  payoutRequests: (scope: MerchantScope, listPage: object) =>
    [...scopedKey('divisions', scope), 'payout-requests', listPage] as const,
};
