import type { HttpMethod } from '../contract/route.ts';

/**
 * What the HTTP side needs to call one route, as plain data made from the contract (`planRoute`). `response` is
 * the answer's schema where answers are checked (development, tests, the cli); the web's production build gets
 * plans made at build time without it, so it never loads zod or the contract's schemas (see
 * packages/web/vite-route-plans.ts). The platform checks its own answers against the contract outside
 * production, so a drift still fails the tests.
 */
export interface RoutePlan {
  /** The contract route's id, e.g. 'getMerchant'. */
  id: string;
  method: HttpMethod;
  /** The spec's path with `{name}` placeholders, without the proxy base. */
  path: string;
  bodyType?: 'json' | 'multipart' | undefined;
  successStatus?: 200 | 201 | 202 | 204 | undefined;
  /** Carries the Merchant-Code and Merchant-Division-Code headers. */
  scoped?: boolean | undefined;
  /** The query has a `page`: the UI counts from 1, the server from 0. */
  paged: boolean;
  /** The answer is a file, not JSON. */
  respondsWithFile: boolean;
  /** Headers whose value the contract fixes, e.g. create merchant's `populate-code-fields: generate`. */
  fixedHeaders: Readonly<Record<string, string>>;
  /** Checks and parses the answer; absent where answers are not checked. */
  response?: { parse(answer: unknown): unknown } | undefined;
}
