import { insightsTransactionRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { listDivisionTransactions } from './list-division-transactions.ts';
import { getSplitDetails } from './split-details.ts';

/** The insights service's transaction calls (spec section 7): a division's transactions and split details. */
export function registerInsightsTransactions(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listDivisionTransactions, ({ params, query }) =>
    listDivisionTransactions(database.db, params, query),
  );
  mountRoute(app, routes.getSplitDetails, ({ params }) => getSplitDetails(database.db, params));
}
