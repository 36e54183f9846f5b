import { defineRoute } from '../route.ts';
import { balanceInsightsService } from './balance-paths.ts';
import { bankBalanceOverviewSchema, merchantBalanceOverviewSchema } from './funds-overview-schemas.ts';

const fundsOverview = `${balanceInsightsService}/funds-overview`;

export const getMerchantBalanceOverview = defineRoute({
  id: 'getMerchantBalanceOverview',
  service: balanceInsightsService,
  method: 'GET',
  path: `${fundsOverview}/merchant-balance-overview`,
  summary:
    'Ops only: the total system balance per currency, the confirmed, pending and payout balances of every ' +
    'virtual account of every merchant and division together',
  response: merchantBalanceOverviewSchema,
});

export const getBankBalanceOverview = defineRoute({
  id: 'getBankBalanceOverview',
  service: balanceInsightsService,
  method: 'GET',
  path: `${fundsOverview}/bank-balance-overview`,
  summary: "Ops only: the total bank balance per currency, what the ledger's bank world accounts hold, per bank",
  response: bankBalanceOverviewSchema,
});

/** The funds overview calls of the insights service, keyed by route id. */
export const fundsOverviewRoutes = { getMerchantBalanceOverview, getBankBalanceOverview };
