import { insightsTransactionRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { listDivisionTransactions } from './list-division-transactions.ts';
import { getSplitDetails } from './split-details.ts';

/**
 * The insights service's transaction calls (spec section 7): a division's transactions and split details. The list's
 * counts are kept in `split_transaction_counts` by statement triggers
 * (`db/functions/split_transaction_counts_{add,move}.sql`), so a page of a large division does not count its rows.
 */
export function registerInsightsTransactions(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listDivisionTransactions, ({ params, query }) =>
    listDivisionTransactions(database.db, params, query),
  );
  mountRoute(app, routes.getSplitDetails, ({ params }) => getSplitDetails(database.db, params));
}
