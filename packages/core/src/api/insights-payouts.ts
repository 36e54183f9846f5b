import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The insights service's payout calls (prefix insights/api/v2): a division's payouts table, and a payout
 * request's details (its balance mutations, paged) and overview. Paged methods take and give 1-based pages.
 */
export function createInsightsPayoutsClient(api: ApiClient) {
  return bindRouteTable(api, 'insightsPayoutRoutes');
}

export type InsightsPayoutsClient = ReturnType<typeof createInsightsPayoutsClient>;
