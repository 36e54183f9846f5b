import type { ContractRoute } from '../contract/index.ts';
import type { ApiClient, RouteCall } from './api-client.ts';
import type { CallArgs, RouteResult } from './call-options.ts';
import { loadRouteCalls } from './load-route-calls.ts';
import type { RouteTableName, RouteTables } from './route-tables.ts';

/** One typed method per route, named by the route id. */
export type RouteMethods<Routes extends Record<string, ContractRoute>> = {
  [Id in keyof Routes]: (...args: CallArgs<Routes[Id]>) => Promise<RouteResult<Routes[Id]>>;
};

type RouteMethod = (call?: RouteCall) => Promise<unknown>;

/** Names asked of any object (by `await`, `JSON.stringify`, test matchers, React) that are never a route id. */
const askedOfAnyObject = new Set(['then', 'toJSON', 'asymmetricMatch', '$$typeof', 'nodeType']);

/**
 * A service's client: one method per route of its table in the contract, named by the route id. The table's plans
 * (and with them its schemas) are imported by the first call, so a client costs nothing until it calls; once they
 * have arrived, its methods are the client's own properties.
 */
export function bindRouteTable<Name extends RouteTableName>(
  api: ApiClient,
  name: Name,
): RouteMethods<RouteTables[Name]> {
  const bound: Record<string, RouteMethod> = {};
  const early = new Map<string, RouteMethod>();
  const plans = async () => {
    const table = await (await loadRouteCalls()).routePlansOf(name);
    for (const id of Object.keys(table)) bound[id] = methodOf(id);
    return table;
  };
  const methodOf = (id: string): RouteMethod => {
    const existing = bound[id] ?? early.get(id);
    if (existing) return existing;
    const method: RouteMethod = async (call) => {
      const route = (await plans())[id];
      if (!route) throw new TypeError(`${name} has no route ${id}`);
      return api.callRoute(route, call);
    };
    early.set(id, method);
    return method;
  };
  return new Proxy(bound, {
    get: (target, id) =>
      typeof id !== 'string' || id in Object.prototype || askedOfAnyObject.has(id)
        ? Reflect.get(target, id)
        : methodOf(id),
  }) as unknown as RouteMethods<RouteTables[Name]>;
}
