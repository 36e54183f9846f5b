import { registerAuditRoutes } from '../audit/audit-routes.ts';
import type { Database } from '../db/database.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import { registerJobRoutes } from '../jobs/job-routes.ts';
import type { AccountOwnerEvents } from './account-owner/account-owner-events.ts';
import { registerAccountOwner } from './account-owner/register-account-owner.ts';
import { registerApprovals } from './approvals/register-approvals.ts';
import { registerFundPayouts } from './fund/payouts/register-fund-payouts.ts';
import { registerFund } from './fund/register-fund.ts';
import { scheduleOnDivisionConfigured } from './fund/scheduler/scheduled-payout-job.ts';
import { registerFundSplits } from './fund/splits/register-fund-splits.ts';
import { registerInsightsBalances } from './insights/balances/register-insights-balances.ts';
import { registerInsightsPayouts } from './insights/payouts/register-insights-payouts.ts';
import { registerInsightsTransactions } from './insights/transactions/register-insights-transactions.ts';
import { registerInvoicingBilling } from './invoicing/register-invoicing-billing.ts';
import { registerReports } from './invoicing/reports/register-reports.ts';
import { openKycCheckOnSellerChanged, recordSignOffsOnDivisionConfigured } from './kyc/account-owner-listeners.ts';
import { registerKyc } from './kyc/register-kyc.ts';
import { registerMerchantUsers } from './merchant-users/register-merchant-users.ts';
import { registerOnboarding } from './onboarding/register-onboarding.ts';
import { registerOpsAccounts } from './ops-accounts/register-ops-accounts.ts';
import { registerPspAdapter } from './psp-adapter/register-psp-adapter.ts';
import { registerReconciliation } from './reconciliation/register-reconciliation.ts';
import { registerSavedViews } from './saved-views/register-saved-views.ts';
import type { ServiceParts } from './service-parts.ts';
import { emitOnSellerChanged } from './webhooks/kyc-webhooks.ts';
import { registerWebhooks } from './webhooks/register-webhooks.ts';

/**
 * Who hears the account owner's events, in the order they run, in the transaction of the change: a seller's
 * status change goes to its KYC webhook before the KYC check the change starts, which may approve the seller at
 * once and tell the webhook again; a saved division configuration records its KYC sign-offs and queues its payout
 * scheduler's next date.
 */
export const accountOwnerEvents: AccountOwnerEvents = {
  sellerChanged: [emitOnSellerChanged, openKycCheckOnSellerChanged],
  divisionConfigured: [recordSignOffsOnDivisionConfigured, scheduleOnDivisionConfigured],
};

/** Mounts every service's contract routes under `/api/`; one line per service. */
export function registerServices(app: PlatformApp, database: Database, parts: ServiceParts): void {
  registerApprovals(app, database, parts);
  registerAuditRoutes(app, database);
  registerJobRoutes(app, database, parts);
  registerSavedViews(app, database);
  registerFundPayouts(app, database);
  registerWebhooks(app, database);
  registerAccountOwner(app, database, accountOwnerEvents);
  registerFund(app, database);
  registerFundSplits(app, database);
  registerInsightsPayouts(app, database);
  registerInsightsTransactions(app, database);
  registerInsightsBalances(app, database);
  registerReconciliation(app, database);
  registerPspAdapter(app, database);
  registerKyc(app, database);
  registerInvoicingBilling(app, database);
  registerOnboarding(app, database, parts);
  registerMerchantUsers(app, database, parts);
  registerOpsAccounts(app, database, parts);
  registerReports(app, database);
}
