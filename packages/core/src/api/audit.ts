import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The audit service's calls (prefix audit): an entity's audit trail, newest first, e.g.
 * `audit.listAuditEvents({ params: { entityType: 'accountHolder', entityId }, query: { page: 1 } })`; pages are
 * 1-based here, as in every paged method.
 */
export function createAuditClient(api: ApiClient) {
  return bindRouteTable(api, 'auditRoutes');
}

export type AuditClient = ReturnType<typeof createAuditClient>;
