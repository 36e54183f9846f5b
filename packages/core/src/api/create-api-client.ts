import type { ContractRoute } from '../contract/index.ts';
import type { CallArgs, RouteResult } from './call-options.ts';
import { loadRouteCalls } from './load-route-calls.ts';

export type Resolvable<T> = T | (() => T | Promise<T>);

export interface ApiClientOptions {
  /** The proxy base every call goes through, e.g. '/api/' in the browser or 'http://localhost:3000/api/'. */
  baseUrl: string;
  /** The current identity token; called before every request so a renewed token is picked up. */
  getToken: () => string | undefined | Promise<string | undefined>;
  getUserEmail: () => string | undefined | Promise<string | undefined>;
  /** The bound merchant and division, for the calls that carry Merchant-Code and Merchant-Division-Code. */
  merchantCode?: Resolvable<string | undefined>;
  divisionCode?: Resolvable<string | undefined>;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  callRoute<R extends ContractRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResult<R>>;
}

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
