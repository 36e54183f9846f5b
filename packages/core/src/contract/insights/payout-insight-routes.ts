import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import {
  payoutInsightsService,
  payoutRequestDetailsBodySchema,
  payoutRequestInsightParamsSchema,
  payoutRequestMutationSchema,
  payoutRequestOverviewSchema,
  payoutTableParamsSchema,
  payoutTableQuerySchema,
  payoutTableRowSchema,
} from './payout-table.ts';

const payoutRequest = `${payoutInsightsService}/merchants/{merchantCode}/divisions/{divisionCode}/payout-requests/{payoutRequestCode}`;

export const listPayoutTable = defineRoute({
  id: 'listPayoutTable',
  service: payoutInsightsService,
  method: 'GET',
  path: `${payoutInsightsService}/payouts/merchants/{merchantCode}/divisions/{divisionCode}`,
  summary:
    "A division's payouts table: its payout requests with the table statuses PENDING, IN_PROGRESS, PROCESSED and " +
    'FAILED, newest first, filtered and paged',
  params: payoutTableParamsSchema,
  query: payoutTableQuerySchema,
  response: pageOf(payoutTableRowSchema),
});

export const getPayoutRequestDetails = defineRoute({
  id: 'getPayoutRequestDetails',
  service: payoutInsightsService,
  method: 'POST',
  path: `${payoutRequest}/details`,
  summary: "A page of a payout request's balance mutations, oldest first (body: page from 0 and limit)",
  params: payoutRequestInsightParamsSchema,
  body: payoutRequestDetailsBodySchema,
  response: pageOf(payoutRequestMutationSchema),
});

export const getPayoutRequestOverview = defineRoute({
  id: 'getPayoutRequestOverview',
  service: payoutInsightsService,
  method: 'GET',
  path: `${payoutRequest}/overview`,
  summary: 'A payout request with its table status, batch, virtual account balances and bank statement lines',
  params: payoutRequestInsightParamsSchema,
  response: payoutRequestOverviewSchema,
});

/** The payout calls of the insights service, keyed by route id, in mounting order. */
export const insightsPayoutRoutes = {
  listPayoutTable,
  getPayoutRequestDetails,
  getPayoutRequestOverview,
};

export type InsightsPayoutRoutes = typeof insightsPayoutRoutes;
