import type {
  accountOwnerRoutes,
  approvalRoutes,
  auditRoutes,
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
import type { RoutePlan } from './route-plan.ts';

/** The contract's route tables, one a service, by the name a client binds (`bindRouteTable`). Types only. */
export interface RouteTables {
  accountOwnerRoutes: typeof accountOwnerRoutes;
  approvalRoutes: typeof approvalRoutes;
  auditRoutes: typeof auditRoutes;
  fundRoutes: typeof fundRoutes;
  fundSplitRoutes: typeof fundSplitRoutes;
  fundPayoutRoutes: typeof fundPayoutRoutes;
  insightsBalanceRoutes: typeof insightsBalanceRoutes;
  insightsPayoutRoutes: typeof insightsPayoutRoutes;
  insightsTransactionRoutes: typeof insightsTransactionRoutes;
  reconciliationRoutes: typeof reconciliationRoutes;
  invoicingReportRoutes: typeof invoicingReportRoutes;
  pspAdapterRoutes: typeof pspAdapterRoutes;
  kycRoutes: typeof kycRoutes;
  invoicingBillingRoutes: typeof invoicingBillingRoutes;
  onboardingRoutes: typeof onboardingRoutes;
  merchantUserRoutes: typeof merchantUserRoutes;
  opsAccountRoutes: typeof opsAccountRoutes;
  jobRoutes: typeof jobRoutes;
  savedViewRoutes: typeof savedViewRoutes;
}

/** A service's route table in the contract, e.g. 'accountOwnerRoutes'. */
export type RouteTableName = keyof RouteTables;

/** Every route of every table as its plan, by table name and route id. */
export type RoutePlanTables = { readonly [Name in RouteTableName]: Readonly<Record<string, RoutePlan>> };
