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
  savedViewRoutes,
} from '../contract/index.ts';
import { type PlanOptions, planRouteTable } from './plan-route.ts';
import type { RoutePlanTables, RouteTables } from './route-tables.ts';

/** The contract's route tables, every one loaded: for plans made all at once (the web's build, tests). */
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

/** Every route of the contract's tables as its plan. */
export function planRouteTables(options: PlanOptions): RoutePlanTables {
  return Object.fromEntries(
    Object.entries(contractTables).map(([name, table]) => [
      name,
      planRouteTable(table as Record<string, ContractRoute>, options),
    ]),
  ) as RoutePlanTables;
}
