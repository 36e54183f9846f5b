import type { RouteTableName, RouteTables } from './route-tables.ts';

/**
 * Each route table of the contract, imported when it is asked for (`route-calls.ts`): a run that calls one service
 * builds that service's schemas, not the whole contract's (the cli's `ops sellers list` builds the account owner's).
 * `contract-tables.test.ts` holds it to the tables `plan-routes.ts` plans all at once.
 */
export const contractTableLoaders: { readonly [Name in RouteTableName]: () => Promise<RouteTables[Name]> } = {
  accountOwnerRoutes: async () => (await import('../contract/account-owner/routes.ts')).accountOwnerRoutes,
  approvalRoutes: async () => (await import('../contract/approvals/routes.ts')).approvalRoutes,
  auditRoutes: async () => (await import('../contract/audit.ts')).auditRoutes,
  fundRoutes: async () => (await import('../contract/fund/routes.ts')).fundRoutes,
  fundSplitRoutes: async () => (await import('../contract/fund/split-routes.ts')).fundSplitRoutes,
  fundPayoutRoutes: async () => (await import('../contract/fund/payout-routes.ts')).fundPayoutRoutes,
  insightsBalanceRoutes: async () => (await import('../contract/insights/balance-routes.ts')).insightsBalanceRoutes,
  insightsPayoutRoutes: async () =>
    (await import('../contract/insights/payout-insight-routes.ts')).insightsPayoutRoutes,
  insightsTransactionRoutes: async () =>
    (await import('../contract/insights/transactions-routes.ts')).insightsTransactionRoutes,
  reconciliationRoutes: async () => (await import('../contract/reconciliation/routes.ts')).reconciliationRoutes,
  invoicingReportRoutes: async () => (await import('../contract/invoicing/routes.ts')).invoicingReportRoutes,
  pspAdapterRoutes: async () => (await import('../contract/psp-adapter/routes.ts')).pspAdapterRoutes,
  kycRoutes: async () => (await import('../contract/kyc/routes.ts')).kycRoutes,
  invoicingBillingRoutes: async () => (await import('../contract/invoicing/billing/routes.ts')).invoicingBillingRoutes,
  onboardingRoutes: async () => (await import('../contract/onboarding/routes.ts')).onboardingRoutes,
  merchantUserRoutes: async () => (await import('../contract/merchant-users/routes.ts')).merchantUserRoutes,
  opsAccountRoutes: async () => (await import('../contract/ops-accounts/routes.ts')).opsAccountRoutes,
  jobRoutes: async () => (await import('../contract/jobs/routes.ts')).jobRoutes,
  savedViewRoutes: async () => (await import('../contract/saved-views/routes.ts')).savedViewRoutes,
};
