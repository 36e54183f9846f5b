import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The insights service's balance calls (prefix insights/api/v1): a virtual account's balance history (paged,
 * 1-based pages), a division's group balance with its monthly summary, and the ops-only funds overview (total
 * system balance and total bank balance per currency).
 */
export function createInsightsBalancesClient(api: ApiClient) {
  return bindRouteTable(api, 'insightsBalanceRoutes');
}

export type InsightsBalancesClient = ReturnType<typeof createInsightsBalancesClient>;
