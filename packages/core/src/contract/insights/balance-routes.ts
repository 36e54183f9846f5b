import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { groupBalanceParamsSchema, groupBalanceQuerySchema, groupBalanceSchema } from './balance-group.ts';
import { balanceHistoryEntrySchema, balanceHistoryParamsSchema, balanceHistoryQuerySchema } from './balance-history.ts';
import { balanceInsightsService } from './balance-paths.ts';
import { fundsOverviewRoutes } from './funds-overview-routes.ts';

const division = `${balanceInsightsService}/merchants/{merchantCode}/divisions/{divisionCode}`;

export const getBalanceHistory = defineRoute({
  id: 'getBalanceHistory',
  service: balanceInsightsService,
  method: 'GET',
  path: `${division}/virtualAccounts/{virtualAccountCode}/balance-history`,
  summary:
    "A virtual account's balance mutations, newest first: each change of its confirmed, pending or payout balance " +
    'with the balance after it, filtered by dates, type, status and balance, and paged',
  params: balanceHistoryParamsSchema,
  query: balanceHistoryQuerySchema,
  response: pageOf(balanceHistoryEntrySchema),
});

export const getGroupBalance = defineRoute({
  id: 'getGroupBalance',
  service: balanceInsightsService,
  method: 'GET',
  path: `${division}/group-balance`,
  summary:
    "A division's group balance per currency: totals now and a monthly summary (PSP settlement, direct deposit, " +
    'corrections, invoice, seller payout, division payout, month result, end-of-month balance)',
  params: groupBalanceParamsSchema,
  query: groupBalanceQuerySchema,
  response: groupBalanceSchema,
});

/** The balance calls of the insights service (balance history, group balance, funds overview), by route id. */
export const insightsBalanceRoutes = { getBalanceHistory, getGroupBalance, ...fundsOverviewRoutes };

export type InsightsBalanceRoutes = typeof insightsBalanceRoutes;
