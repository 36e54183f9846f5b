/**
 * What the clients need only once they call: a route table's plans with their answers' schemas, and the ky
 * transport that checks every answer with them. Imported dynamically (`load-route-calls.ts`), so in the browser
 * this is a chunk fetched while the first screen paints, not before it; each table's schemas load with the first
 * call of one of its routes (`contract-tables.ts`). The web's production build swaps in plans made at build time
 * without the schemas (packages/web/vite-route-plans.ts): the same exports, without zod.
 */
import type { ContractRoute } from '../contract/route.ts';
import { contractTableLoaders } from './contract-tables.ts';
import { planRouteTable } from './plan-route.ts';
import type { RoutePlanTables, RouteTableName } from './route-tables.ts';

const planned = new Map<RouteTableName, Promise<RoutePlanTables[RouteTableName]>>();

/** A route table's plans, each with its answer's schema; its schemas are built once, on the first ask. */
export function routePlansOf(name: RouteTableName): Promise<RoutePlanTables[RouteTableName]> {
  let plans = planned.get(name);
  if (!plans) {
    plans = contractTableLoaders[name]().then(
      (table) => planRouteTable(table as Record<string, ContractRoute>, { checkAnswers: true }),
      // A failed import (the network dropped while the browser fetched it) is forgotten: the next call tries again.
      (error: unknown) => {
        planned.delete(name);
        throw error;
      },
    );
    planned.set(name, plans);
  }
  return plans;
}

export { createRouteCaller } from './route-caller.ts';
