import { z } from 'zod';
import type { ContractRoute } from '../contract/index.ts';
import { toServerPage } from '../paging/index.ts';

/** A call is paged when its query has a `page`: the UI counts from 1, the server from 0. */
export function isPagedRoute(route: ContractRoute): boolean {
  return route.query instanceof z.ZodObject && 'page' in route.query.shape;
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/**
 * The query string of a call. On a paged call `page` is the UI's 1-based page and is sent 0-based. Missing
 * values are left out; lists repeat their parameter.
 */
export function buildSearchParams(route: ContractRoute, query: Record<string, QueryValue> = {}): URLSearchParams {
  const searchParams = new URLSearchParams();
  const paged = isPagedRoute(route);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (paged && name === 'page' && typeof value === 'number') {
      searchParams.append(name, String(toServerPage(value)));
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) searchParams.append(name, String(item));
  }
  return searchParams;
}
