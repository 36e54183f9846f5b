import { registerAuditRoutes } from '../audit/audit-routes.ts';
import type { Database } from '../db/database.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import { registerAccountOwner } from './account-owner/register-account-owner.ts';
import { registerFundPayouts } from './fund/payouts/register-fund-payouts.ts';
import { registerFund } from './fund/register-fund.ts';
import { registerFundSplits } from './fund/splits/register-fund-splits.ts';
import { registerInsightsBalances } from './insights/balances/register-insights-balances.ts';
import { registerInsightsPayouts } from './insights/payouts/register-insights-payouts.ts';
import { registerInsightsTransactions } from './insights/transactions/register-insights-transactions.ts';
import { registerKyc } from './kyc/register-kyc.ts';
import { registerPspAdapter } from './psp-adapter/register-psp-adapter.ts';
import { registerReconciliation } from './reconciliation/register-reconciliation.ts';
import { registerWebhooks } from './webhooks/webhook-handlers.ts';

/** Mounts every service's contract routes under `/api/`; one line per service. */
export function registerServices(app: PlatformApp, database: Database): void {
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
}
