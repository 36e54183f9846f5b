/**
 * What the clients need only once they call: the contract's route tables with their zod schemas, and the ky
 * transport that validates every answer with them. Imported dynamically (`load-route-calls.ts`), so in the
 * browser zod, the contract and ky are one chunk fetched while the first screen paints, not before it.
 */
export {
  accountOwnerRoutes,
  fundPayoutRoutes,
  fundRoutes,
  fundSplitRoutes,
  insightsBalanceRoutes,
  insightsPayoutRoutes,
  insightsTransactionRoutes,
} from '../contract/index.ts';
export { createRouteCaller } from './route-caller.ts';
