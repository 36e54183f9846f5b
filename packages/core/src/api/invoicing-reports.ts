import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The invoicing service's report calls: the accounts a report may be asked for, the list, a request (a job that
 * generates the file), one report, its file and its removal. Paged methods take and give 1-based pages.
 */
export function createInvoicingReportsClient(api: ApiClient) {
  return bindRouteTable(api, 'invoicingReportRoutes');
}

export type InvoicingReportsClient = ReturnType<typeof createInvoicingReportsClient>;
