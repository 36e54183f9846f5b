import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The account owner service (prefix accountowner/api/v2/accountowners): merchants, divisions and their
 * configuration, sellers with their UBOs, documents and external accounts, the IBAN check, the division payout
 * requests across merchants, and the KYC service's external-account status update. One method per route id,
 * e.g. `accountOwner.getMerchant({ params: { merchantCode } })`; paged methods take and give 1-based pages.
 */
export function createAccountOwnerClient(api: ApiClient) {
  return bindRouteTable(api, 'accountOwnerRoutes');
}

export type AccountOwnerClient = ReturnType<typeof createAccountOwnerClient>;
