import type { ApiClient, ApiClientOptions, RouteCall } from './api-client.ts';
import { loadRouteCalls } from './load-route-calls.ts';
import type { RoutePlan } from './route-plan.ts';

/**
 * The one HTTP client of web and cli: every call goes through `callRoute` with a route's plan, so headers,
 * paging and errors are handled the same way everywhere. Its HTTP side (ky, `route-caller.ts`) loads with the
 * first call, together with the routes' plans, so creating a client costs the browser's first paint nothing.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let caller: Promise<ApiClient['callRoute']> | undefined;
  async function callRoute(route: RoutePlan, call?: RouteCall): Promise<unknown> {
    caller ??= loadRouteCalls().then(({ createRouteCaller }) => createRouteCaller(options));
    return (await caller)(route, call);
  }
  return { callRoute };
}
