import { insightsPayoutRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../../db/database.ts';
import { mountRoute } from '../../../http/mount-route.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { payoutRequestDetails, payoutRequestOverview } from './payout-request-insights.ts';
import { listPayoutTable } from './payout-table.ts';

/** The insights service's payout calls (spec section 7): the payouts table, request details and overview. */
export function registerInsightsPayouts(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listPayoutTable, ({ params, query }) => listPayoutTable(database.db, params, query));
  mountRoute(app, routes.getPayoutRequestDetails, ({ params, body }) =>
    payoutRequestDetails(database.db, params, body),
  );
  mountRoute(app, routes.getPayoutRequestOverview, ({ params }) => payoutRequestOverview(database.db, params));
}
