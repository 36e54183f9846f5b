import type { QueryValue } from './request-query.ts';
import type { RoutePlan } from './route-plan.ts';

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
  /**
   * Where the calls come from, sent as `x-ops-source` so approval rules can tell (`web`, `palette`, `cli`; none
   * is `api`). A call may name its own (`RouteCall.source`), e.g. the palette's runs.
   */
  source?: CallSource | undefined;
}

/** The sources a client names in `x-ops-source` (the contract's `approvalSources`, lower case). */
export type CallSource = 'web' | 'palette' | 'cli';

/** One call's values, as the typed client methods (`bindRouteTable`) check them against the contract. */
export interface RouteCall {
  params?: Record<string, string | number> | undefined;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Sent as Idempotency-Key: a retried money move with the same key happens once. */
  idempotencyKey?: string | undefined;
  /** This call's `x-ops-source`, instead of the client's. */
  source?: CallSource | undefined;
  /** This call's `x-ops-reason`: why the change is made. */
  reason?: string | undefined;
}

/** The transport under the typed clients: calls one planned route. Screens and actions use the clients. */
export interface ApiClient {
  callRoute(route: RoutePlan, call?: RouteCall): Promise<unknown>;
}
