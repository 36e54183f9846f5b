import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The fund service's split calls (prefix main/api/v1/fund): split payments and split refunds (create, list, get,
 * cancel) and the sandbox's reconcile calls. One method per route id, e.g.
 * `splits.createSplitPayment({ body, idempotencyKey })`; paged methods take and give 1-based pages. Money-moving
 * methods take an `idempotencyKey`: a retry with the same key and body answers the first result and moves nothing.
 */
export function createFundSplitsClient(api: ApiClient) {
  return bindRouteTable(api, 'fundSplitRoutes');
}

export type FundSplitsClient = ReturnType<typeof createFundSplitsClient>;
