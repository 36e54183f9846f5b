/** Anything URLSearchParams accepts: a query string, a record, pairs, or another URLSearchParams. */
export type QueryInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query parameters that follow the user from one screen to another: the bound merchant and division. */
export const carriedAcrossRoutes = ['merchantCode', 'divisionCode'] as const;

const normalisedPath = (path: string) => {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
};

/**
 * The query to navigate with (spec section 2): on the same route every current parameter is kept; on another
 * route only merchantCode and divisionCode come along. Parameters of the target query win over carried ones.
 */
export function carryQuery(
  fromPath: string,
  toPath: string,
  currentQuery: QueryInit,
  targetQuery?: QueryInit,
): URLSearchParams {
  const current = new URLSearchParams(currentQuery);
  const sameRoute = normalisedPath(fromPath) === normalisedPath(toPath);
  const carried = sameRoute
    ? current
    : new URLSearchParams([...current].filter(([name]) => (carriedAcrossRoutes as readonly string[]).includes(name)));
  const target = new URLSearchParams(targetQuery);
  for (const name of new Set(target.keys())) carried.delete(name);
  for (const [name, value] of target) carried.append(name, value);
  return carried;
}
