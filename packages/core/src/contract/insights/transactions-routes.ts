import { pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import {
  divisionTransactionsParamsSchema,
  transactionListQuerySchema,
  transactionRowSchema,
} from './transactions-list.ts';
import { splitDetailsParamsSchema, splitDetailsSchema } from './transactions-split-details.ts';

/** The insights service's v2 prefix (spec section 7). */
const insightsServiceV2 = 'insights/api/v2';

export const listDivisionTransactions = defineRoute({
  id: 'listDivisionTransactions',
  service: insightsServiceV2,
  method: 'GET',
  path: `${insightsServiceV2}/transactions/merchants/{merchantCode}/divisions/{divisionCode}`,
  summary:
    "A division's payments, refunds and chargebacks, newest first, filtered by status, type, creation dates and a " +
    'search on split code, reference, order number or PSP reference, and paged',
  params: divisionTransactionsParamsSchema,
  query: transactionListQuerySchema,
  response: pageOf(transactionRowSchema),
});

export const getSplitDetails = defineRoute({
  id: 'getSplitDetails',
  service: insightsServiceV2,
  method: 'GET',
  path: `${insightsServiceV2}/merchants/{merchantCode}/divisions/{divisionCode}/split-details/{splitCode}`,
  summary:
    "A transaction's split: shares, item groups, related transactions, and its balance impact (postings per account " +
    'and bucket)',
  params: splitDetailsParamsSchema,
  response: splitDetailsSchema,
});

/** The transaction calls of the insights service, keyed by route id, in mounting order. */
export const insightsTransactionRoutes = {
  listDivisionTransactions,
  getSplitDetails,
};

export type InsightsTransactionRoutes = typeof insightsTransactionRoutes;
