export { type AccountOwnerClient, createAccountOwnerClient } from './account-owner.ts';
export type { ApiClient, ApiClientOptions } from './api-client.ts';
export { ApiRequestError } from './api-request-error.ts';
export { bindRouteTable, type RouteMethods, type RouteTableName } from './bind-routes.ts';
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
export { isApiRequestError } from './is-api-request-error.ts';
export { loadRouteCalls } from './load-route-calls.ts';
export { buildFormData, withUploadContentType } from './request-body.ts';
export { buildRequestHeaders, fixedHeadersOf, type HeaderSources, type MerchantScope } from './request-headers.ts';
export { buildSearchParams, isPagedRoute } from './request-query.ts';
export { createServiceClients, type ServiceClients } from './service-clients.ts';
