import { insightsBalanceRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { getBalanceHistory } from './balance-history.ts';
import { requireDivisionAccount } from './division-account.ts';
import { getBankBalanceOverview, getMerchantBalanceOverview } from './funds-overview.ts';
import { getGroupBalance } from './group-balance.ts';

/**
 * The insights service's balance views (spec section 7): a virtual account's balance history, a division's group
 * balance with the Home screen's monthly summary, and the funds overview, all derived from the ledger's postings. All
 * read-only; ops staff only, as every API route.
 */
export function registerInsightsBalances(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.getBalanceHistory, async ({ params, query }) => {
    await requireDivisionAccount(database.db, params);
    return getBalanceHistory(database.db, params.virtualAccountCode, query);
  });
  mountRoute(app, routes.getGroupBalance, ({ params, query }) => getGroupBalance(database.db, params, query));
  mountRoute(app, routes.getMerchantBalanceOverview, () => getMerchantBalanceOverview(database.db));
  mountRoute(app, routes.getBankBalanceOverview, () => getBankBalanceOverview(database.db));
}
