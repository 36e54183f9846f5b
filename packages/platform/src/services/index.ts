import { registerAuditRoutes } from '../audit/audit-routes.ts';
import type { Database } from '../db/database.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import { registerAccountOwner } from './account-owner/register-account-owner.ts';
import { registerApprovals } from './approvals/register-approvals.ts';
import { registerFundPayouts } from './fund/payouts/register-fund-payouts.ts';
import { registerFund } from './fund/register-fund.ts';
import { registerFundSplits } from './fund/splits/register-fund-splits.ts';
import { registerInsightsBalances } from './insights/balances/register-insights-balances.ts';
import { registerInsightsPayouts } from './insights/payouts/register-insights-payouts.ts';
import { registerInsightsTransactions } from './insights/transactions/register-insights-transactions.ts';
import { registerInvoicingBilling } from './invoicing/register-invoicing-billing.ts';
import { registerReports } from './invoicing/reports/register-reports.ts';
import { registerKyc } from './kyc/register-kyc.ts';
import { registerMerchantUsers } from './merchant-users/register-merchant-users.ts';
import { registerOnboarding } from './onboarding/register-onboarding.ts';
import { registerPspAdapter } from './psp-adapter/register-psp-adapter.ts';
import { registerReconciliation } from './reconciliation/register-reconciliation.ts';
import type { ServiceParts } from './service-parts.ts';
import { registerWebhooks } from './webhooks/webhook-handlers.ts';

/** Mounts every service's contract routes under `/api/`; one line per service. */
export function registerServices(app: PlatformApp, database: Database, parts: ServiceParts): void {
  registerApprovals(app, database, parts);
  registerAuditRoutes(app, database);
  registerFundPayouts(app, database);
  registerWebhooks(app, database);
  registerAccountOwner(app, database);
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
  registerReports(app, database);
}
