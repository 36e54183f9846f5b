import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The fund service's payout calls (prefixes main/api/v1/fund, main/api/v2/fund and main/api/v1/restricted/fund):
 * payout requests, payout batches with their SEPA file, bank statement lines and the sandbox bank. One method per
 * route id, e.g. `payouts.processPayoutRequests({ body: { payoutRequestCodes }, idempotencyKey })`; paged methods
 * take and give 1-based pages. Money-moving methods take an `idempotencyKey`: a retry with the same key and body
 * answers the first result and moves nothing.
 */
export function createFundPayoutsClient(api: ApiClient) {
  return bindRouteTable(api, 'fundPayoutRoutes');
}

export type FundPayoutsClient = ReturnType<typeof createFundPayoutsClient>;
