import { createAccountOwnerClient } from './account-owner.ts';
import type { ApiClient } from './api-client.ts';
import { createApprovalsClient } from './approvals.ts';
import { createAuditClient } from './audit.ts';
import { createFundClient } from './fund.ts';
import { createFundPayoutsClient } from './fund-payouts.ts';
import { createFundSplitsClient } from './fund-splits.ts';
import { createInsightsBalancesClient } from './insights-balances.ts';
import { createInsightsPayoutsClient } from './insights-payouts.ts';
import { createInsightsTransactionsClient } from './insights-transactions.ts';
import { createInvoicingBillingClient } from './invoicing-billing.ts';
import { createInvoicingReportsClient } from './invoicing-reports.ts';
import { createJobsClient } from './jobs.ts';
import { createKycClient } from './kyc.ts';
import { createMerchantUsersClient } from './merchant-users.ts';
import { createOnboardingClient } from './onboarding.ts';
import { createOpsAccountsClient } from './ops-accounts.ts';
import { createPspAdapterClient } from './psp-adapter.ts';
import { createReconciliationClient } from './reconciliation.ts';
import { createSavedViewsClient } from './saved-views.ts';

/** Every typed client over one API connection: what screens, actions and cli commands call the platform with. */
export function createServiceClients(api: ApiClient) {
  return {
    accountOwner: createAccountOwnerClient(api),
    audit: createAuditClient(api),
    approvals: createApprovalsClient(api),
    fund: createFundClient(api),
    fundSplits: createFundSplitsClient(api),
    fundPayouts: createFundPayoutsClient(api),
    insightsTransactions: createInsightsTransactionsClient(api),
    insightsPayouts: createInsightsPayoutsClient(api),
    insightsBalances: createInsightsBalancesClient(api),
    reconciliation: createReconciliationClient(api),
    pspAdapter: createPspAdapterClient(api),
    kyc: createKycClient(api),
    invoicingBilling: createInvoicingBillingClient(api),
    onboarding: createOnboardingClient(api),
    merchantUsers: createMerchantUsersClient(api),
    invoicingReports: createInvoicingReportsClient(api),
    opsAccounts: createOpsAccountsClient(api),
    jobs: createJobsClient(api),
    savedViews: createSavedViewsClient(api),
  };
}

export type ServiceClients = ReturnType<typeof createServiceClients>;
