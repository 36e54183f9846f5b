import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  apiBasePath,
  type BalanceHistoryEntry,
  type BankBalanceOverview,
  buildOpenApiDocument,
  type GroupBalance,
  insightsBalanceRoutes,
  type MerchantBalanceOverview,
  type Page,
} from '../contract/index.ts';
import { createApiClient } from './create-api-client.ts';
import { createInsightsBalancesClient } from './insights-balances.ts';
import { isPagedRoute } from './plan-route.ts';

const insights = createInsightsBalancesClient(
  createApiClient({ baseUrl: 'http://localhost/api/', getToken: () => undefined, getUserEmail: () => undefined }),
);

describe('insights balances client', () => {
  it('has one method per balance route, under the insights v1 prefix', async () => {
    for (const id of Object.keys(insightsBalanceRoutes)) expect(Reflect.get(insights, id), id).toBeTypeOf('function');
    for (const route of Object.values(insightsBalanceRoutes)) expect(route.path).toMatch(/^insights\/api\/v1\//);
  });

  it('pages the balance history only, and types every answer', () => {
    expect(isPagedRoute(insightsBalanceRoutes.getBalanceHistory)).toBe(true);
    expect(isPagedRoute(insightsBalanceRoutes.getGroupBalance)).toBe(false);
    expectTypeOf(insights.getBalanceHistory).returns.resolves.toExtend<Page<BalanceHistoryEntry>>();
    expectTypeOf(insights.getGroupBalance).returns.resolves.toEqualTypeOf<GroupBalance>();
    expectTypeOf(insights.getMerchantBalanceOverview).returns.resolves.toEqualTypeOf<MerchantBalanceOverview>();
    expectTypeOf(insights.getBankBalanceOverview).returns.resolves.toEqualTypeOf<BankBalanceOverview>();
  });

  it('describes every balance route in the OpenAPI document, with its query parameters', () => {
    const document = buildOpenApiDocument(Object.values(insightsBalanceRoutes));
    for (const route of Object.values(insightsBalanceRoutes)) {
      expect(document.paths[apiBasePath + route.path]?.get?.operationId).toBe(route.id);
    }
    const history = document.paths[apiBasePath + insightsBalanceRoutes.getBalanceHistory.path]?.get;
    expect(history?.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['virtualAccountCode', 'page', 'limit', 'createdFrom', 'createdTo', 'bucket']),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['BalanceHistoryEntry', 'GroupBalance', 'MonthlySummary', 'BankBalanceOverview']),
    );
  });
});
