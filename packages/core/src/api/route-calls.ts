/**
 * What the clients need only once they call: every route's plan with its answer's schema, and the ky transport
 * that checks every answer with it. Imported dynamically (`load-route-calls.ts`), so in the browser this is a
 * chunk fetched while the first screen paints, not before it. The web's production build swaps in plans made at
 * build time without the schemas (packages/web/vite-route-plans.ts): the same exports, without zod.
 */
import { planRouteTables } from './plan-routes.ts';
import type { RoutePlanTables } from './route-tables.ts';

export const routePlans: RoutePlanTables = planRouteTables({ checkAnswers: true });
export { createRouteCaller } from './route-caller.ts';
