import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The insights service's transaction calls (prefix insights/api/v2): a division's transactions list and a
 * transaction's split details with its balance impact, e.g.
 * `transactions.listDivisionTransactions({ params: { merchantCode, divisionCode }, query: { status: ['RECONCILED'] } })`;
 * the list takes and gives 1-based pages.
 */
export function createInsightsTransactionsClient(api: ApiClient) {
  return bindRouteTable(api, 'insightsTransactionRoutes');
}

export type InsightsTransactionsClient = ReturnType<typeof createInsightsTransactionsClient>;
