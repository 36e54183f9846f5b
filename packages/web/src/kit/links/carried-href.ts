import { carryQuery, type QueryInit } from '@ops/core/paging';

/**
 * The address to go to from `fromPath?fromSearch` (spec section 2): on the same route every query parameter
 * stays, on another route only merchantCode and divisionCode come along; `to` may bring its own query.
 */
export function carriedHref(fromPath: string, fromSearch: string, to: string, query?: QueryInit): string {
  const [toPath = '/', toSearch = ''] = to.split('?', 2);
  const target = new URLSearchParams(toSearch);
  for (const [name, value] of new URLSearchParams(query)) target.set(name, value);
  const search = carryQuery(fromPath, toPath, fromSearch, target).toString();
  return search ? `${toPath}?${search}` : toPath;
}
