import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The reconciliation service's calls (prefix main/api/v1/reconciliation): bank statement files in (camt.053) and
 * the bank integration list of their lines, e.g. `reconciliation.importBankStatement({ body: { file } })`.
 */
export function createReconciliationClient(api: ApiClient) {
  return bindRouteTable(api, 'reconciliationRoutes');
}

export type ReconciliationClient = ReturnType<typeof createReconciliationClient>;
