import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The KYC service's calls (prefix kyc2): configuration, the checks queue (list, next, mine, assign, release, a
 * task's view), decisions (status and tier) and a seller's KYC history. Paged methods take and give 1-based pages.
 */
export function createKycClient(api: ApiClient) {
  return bindRouteTable(api, 'kycRoutes');
}

export type KycClient = ReturnType<typeof createKycClient>;
