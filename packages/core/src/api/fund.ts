import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The fund service (prefixes main/api/v1/fund and main/api/v2/fund): balance transfers and virtual account
 * balances. One method per route id, e.g. `fund.getVirtualAccountBalance({ params: { virtualAccountCode } })`;
 * paged methods take and give 1-based pages. Money-moving methods take an `idempotencyKey`: a retry with the
 * same key and body answers the first result and moves nothing.
 */
export function createFundClient(api: ApiClient) {
  return bindRouteTable(api, 'fundRoutes');
}

export type FundClient = ReturnType<typeof createFundClient>;
