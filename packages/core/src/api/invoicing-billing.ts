import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/** The invoicing service's contracts and invoices: list, show, create, activate and expire; invoices and PDFs. */
export function createInvoicingBillingClient(api: ApiClient) {
  return bindRouteTable(api, 'invoicingBillingRoutes');
}

export type InvoicingBillingClient = ReturnType<typeof createInvoicingBillingClient>;
