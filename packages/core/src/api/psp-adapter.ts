import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The PSP adapter's calls (prefix psp-adapter/api/v1): a division's PSP integrations, their settlement reports in
 * (CSV), retrigger and file download, and the PSP report search, e.g. `pspAdapter.searchPspReports({ body })`.
 */
export function createPspAdapterClient(api: ApiClient) {
  return bindRouteTable(api, 'pspAdapterRoutes');
}

export type PspAdapterClient = ReturnType<typeof createPspAdapterClient>;
