import type { ContractRoute } from '../contract/index.ts';
import type { CallArgs, RouteResult } from './call-options.ts';

// The client's types in a leaf of their own: `create-api-client.ts` loads `route-caller.ts` lazily, and the
// caller implements these types without importing the module that loads it.

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
