import { z } from 'zod';
import {
  accountOwnerRoutes,
  approvalRoutes,
  auditRoutes,
  type ContractRoute,
  fundPayoutRoutes,
  fundRoutes,
  fundSplitRoutes,
  insightsBalanceRoutes,
  insightsPayoutRoutes,
  insightsTransactionRoutes,
  invoicingBillingRoutes,
  invoicingReportRoutes,
  jobRoutes,
  kycRoutes,
  merchantUserRoutes,
  onboardingRoutes,
  opsAccountRoutes,
  pspAdapterRoutes,
  reconciliationRoutes,
  respondsWithFile,
  savedViewRoutes,
} from '../contract/index.ts';
import type { RoutePlan } from './route-plan.ts';
import type { RoutePlanTables, RouteTables } from './route-tables.ts';

const contractTables: RouteTables = {
  accountOwnerRoutes,
  approvalRoutes,
  auditRoutes,
  fundRoutes,
  fundSplitRoutes,
  fundPayoutRoutes,
  insightsBalanceRoutes,
  insightsPayoutRoutes,
  insightsTransactionRoutes,
  reconciliationRoutes,
  invoicingReportRoutes,
  pspAdapterRoutes,
  kycRoutes,
  invoicingBillingRoutes,
  onboardingRoutes,
  merchantUserRoutes,
  opsAccountRoutes,
  jobRoutes,
  savedViewRoutes,
};

/** A call is paged when its query has a `page`: the UI counts from 1, the server from 0. */
export function isPagedRoute(route: ContractRoute): boolean {
  return route.query instanceof z.ZodObject && 'page' in route.query.shape;
}

/** Headers whose value the contract fixes with a literal, e.g. create merchant's `populate-code-fields: generate`. */
export function fixedHeadersOf(route: ContractRoute): Record<string, string> {
  if (!(route.headers instanceof z.ZodObject)) return {};
  const fixed: Record<string, string> = {};
  for (const [name, schema] of Object.entries(route.headers.shape)) {
    if (schema instanceof z.ZodLiteral && schema.values.size === 1 && typeof schema.value === 'string') {
      fixed[name] = schema.value;
    }
  }
  return fixed;
}

export interface PlanOptions {
  /** Keep the answer's schema, so every answer is checked against the contract. */
  checkAnswers: boolean;
}

/** A contract route as the plain data its call needs (see `RoutePlan`). */
export function planRoute(route: ContractRoute, { checkAnswers }: PlanOptions): RoutePlan {
  return {
    id: route.id,
    method: route.method,
    path: route.path,
    ...(route.bodyType ? { bodyType: route.bodyType } : {}),
    ...(route.successStatus ? { successStatus: route.successStatus } : {}),
    ...(route.scoped ? { scoped: true } : {}),
    paged: isPagedRoute(route),
    respondsWithFile: respondsWithFile(route),
    fixedHeaders: fixedHeadersOf(route),
    ...(checkAnswers ? { response: route.response } : {}),
  };
}

/** Every route of the contract's tables as its plan. */
export function planRouteTables(options: PlanOptions): RoutePlanTables {
  const planTable = (table: Record<string, ContractRoute>) =>
    Object.fromEntries(Object.entries(table).map(([id, route]) => [id, planRoute(route, options)]));
  return Object.fromEntries(
    Object.entries(contractTables).map(([name, table]) => [name, planTable(table as Record<string, ContractRoute>)]),
  ) as RoutePlanTables;
}
