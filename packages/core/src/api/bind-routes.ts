import type { ContractRoute } from '../contract/index.ts';
import type { CallArgs, RouteResult } from './call-options.ts';
import type { ApiClient } from './create-api-client.ts';

/** One typed method per route, named by the route id. */
export type RouteMethods<Routes extends Record<string, ContractRoute>> = {
  [Id in keyof Routes]: (...args: CallArgs<Routes[Id]>) => Promise<RouteResult<Routes[Id]>>;
};

export function bindRoutes<Routes extends Record<string, ContractRoute>>(
  api: ApiClient,
  routes: Routes,
): RouteMethods<Routes> {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [
      id,
      (...args: CallArgs<ContractRoute>) => api.callRoute(route, ...args),
    ]),
  ) as unknown as RouteMethods<Routes>;
}
