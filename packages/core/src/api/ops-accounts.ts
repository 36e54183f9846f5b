import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/** Ops accounts: the signed-in account's roles, and the embedded provider's accounts and their roles. */
export function createOpsAccountsClient(api: ApiClient) {
  return bindRouteTable(api, 'opsAccountRoutes');
}

export type OpsAccountsClient = ReturnType<typeof createOpsAccountsClient>;
