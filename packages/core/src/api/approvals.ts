import type { ApiClient } from './api-client.ts';
import { bindRouteTable } from './bind-routes.ts';

/**
 * The approvals service's calls (prefix approvals/api/v1): a division's approval rules (bound scope) and the
 * approval requests of every merchant, e.g. `approvals.listApprovalRequests({ query: { waitingForMe: true } })`
 * or `approvals.approveApprovalRequest({ params: { approvalRequestCode } })`; pages are 1-based here.
 */
export function createApprovalsClient(api: ApiClient) {
  return bindRouteTable(api, 'approvalRoutes');
}

export type ApprovalsClient = ReturnType<typeof createApprovalsClient>;
