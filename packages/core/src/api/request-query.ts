import { toServerPage } from '../paging/index.ts';
import type { RoutePlan } from './route-plan.ts';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/**
 * The query string of a call. On a paged call `page` is the UI's 1-based page and is sent 0-based. Missing
 * values are left out; lists repeat their parameter.
 */
export function buildSearchParams(
  route: Pick<RoutePlan, 'paged'>,
  query: Record<string, QueryValue> = {},
): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (route.paged && name === 'page' && typeof value === 'number') {
      searchParams.append(name, String(toServerPage(value)));
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) searchParams.append(name, String(item));
  }
  return searchParams;
}
