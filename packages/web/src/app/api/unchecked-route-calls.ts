import { routePlans } from 'virtual:ops-route-plans';
import { createRouteCaller, type RouteTableName } from '@ops/core/api';

/**
 * What the production build loads in place of core's `route-calls.ts` (see `vite-route-plans.ts`): the same
 * exports, with plans that carry no schema, so answers go unchecked and neither zod nor the contract loads.
 */
export const routePlansOf = async (name: RouteTableName) => routePlans[name];

export { createRouteCaller };
