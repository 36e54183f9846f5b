export { type AccountOwnerClient, createAccountOwnerClient } from './account-owner.ts';
export type { ApiClient, ApiClientOptions, CallSource, RouteCall } from './api-client.ts';
export { ApiRequestError } from './api-request-error.ts';
export { type ApprovalsClient, createApprovalsClient } from './approvals.ts';
export { type AuditClient, createAuditClient } from './audit.ts';
export { bindRouteTable, type RouteMethods } from './bind-routes.ts';
export type { CallArgs, CallOptions, RouteResult } from './call-options.ts';
export { createApiClient } from './create-api-client.ts';
export { createFundClient, type FundClient } from './fund.ts';
export { createFundPayoutsClient, type FundPayoutsClient } from './fund-payouts.ts';
export { createFundSplitsClient, type FundSplitsClient } from './fund-splits.ts';
export { createInsightsBalancesClient, type InsightsBalancesClient } from './insights-balances.ts';
export { createInsightsPayoutsClient, type InsightsPayoutsClient } from './insights-payouts.ts';
export {
  createInsightsTransactionsClient,
  type InsightsTransactionsClient,
} from './insights-transactions.ts';
export { createInvoicingBillingClient, type InvoicingBillingClient } from './invoicing-billing.ts';
export { createInvoicingReportsClient, type InvoicingReportsClient } from './invoicing-reports.ts';
export { isApiRequestError } from './is-api-request-error.ts';
export { createJobsClient, type JobsClient } from './jobs.ts';
export { createKycClient, type KycClient } from './kyc.ts';
export { loadRouteCalls } from './load-route-calls.ts';
export { createMerchantUsersClient, type MerchantUsersClient } from './merchant-users.ts';
export { createOnboardingClient, type OnboardingClient } from './onboarding.ts';
export { createOpsAccountsClient, type OpsAccountsClient } from './ops-accounts.ts';
export { fixedHeadersOf, isPagedRoute, type PlanOptions, planRoute, planRouteTables } from './plan-routes.ts';
export { createPspAdapterClient, type PspAdapterClient } from './psp-adapter.ts';
export { readApiError } from './read-api-error.ts';
export { createReconciliationClient, type ReconciliationClient } from './reconciliation.ts';
export { buildFormData, withUploadContentType } from './request-body.ts';
export { buildRequestHeaders, type HeaderSources, type MerchantScope } from './request-headers.ts';
export { buildSearchParams } from './request-query.ts';
export { createRouteCaller } from './route-caller.ts';
export type { RoutePlan } from './route-plan.ts';
export type { RoutePlanTables, RouteTableName, RouteTables } from './route-tables.ts';
export { type HeldForApproval, isSentForApproval, SentForApprovalError } from './sent-for-approval.ts';
export { createServiceClients, type ServiceClients } from './service-clients.ts';
export { withReason } from './with-reason.ts';
