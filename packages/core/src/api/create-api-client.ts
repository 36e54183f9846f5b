import type { ContractRoute } from '../contract/index.ts';
import type { ApiClient, ApiClientOptions } from './api-client.ts';
import type { CallArgs, RouteResult } from './call-options.ts';
import { loadRouteCalls } from './load-route-calls.ts';

/**
 * The one HTTP client of web and cli: every call goes through `callRoute` with a contract route, so headers,
 * paging and errors are handled the same way everywhere. Its HTTP side (ky, `route-caller.ts`) loads with the
 * first call, together with the contract's schemas, so creating a client costs the browser's first paint nothing.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let caller: Promise<ApiClient['callRoute']> | undefined;
  async function callRoute<R extends ContractRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResult<R>> {
    caller ??= loadRouteCalls().then(({ createRouteCaller }) => createRouteCaller(options));
    return (await caller)(route, ...args);
  }
  return { callRoute };
}
