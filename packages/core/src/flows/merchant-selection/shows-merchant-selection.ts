/**
 * Routes that work without a bound merchant (spec section 2), as paths: bankIntegration, balance-transfers,
 * division-requests, kycChecks, payout-request-details, payout-requests, payouts, pspIntegration and sellers; and
 * approvals (issue 29: its requests span every merchant), with its tabs and a request's page below it.
 * NotFound is the other exception: any path that is not a route.
 */
export const merchantFreeRoutePaths = [
  '/approvals',
  '/approvals/:tabOrCode',
  '/bank-integration',
  '/balance-transfers',
  '/payouts/division-requests',
  '/kycChecks',
  '/payouts/requests/:payoutRequestCode',
  '/payouts/requests',
  '/payouts',
  '/psp-integration',
  '/sellers',
] as const;

export interface MerchantSelectionSituation {
  signedIn: boolean;
  /** The query's merchantCode, if any. */
  merchantCode: string | null | undefined;
  /** The path on view, without query. */
  path: string;
  /** False when the path is no route and the Page not found screen is on view. */
  knownRoute: boolean;
}

function matchesRoute(path: string, route: string): boolean {
  const pathSegments = path.replace(/\/+$/, '').split('/');
  const routeSegments = route.split('/');
  return (
    pathSegments.length === routeSegments.length &&
    routeSegments.every((segment, index) => segment.startsWith(':') || segment === pathSegments[index])
  );
}

/**
 * Whether the merchant selection screen is shown in place of the page (spec section 2): signed in, no
 * merchantCode in the query, and a route that needs a merchant.
 */
export function showsMerchantSelection(situation: MerchantSelectionSituation): boolean {
  if (!situation.signedIn || situation.merchantCode || !situation.knownRoute) return false;
  return !merchantFreeRoutePaths.some((route) => matchesRoute(situation.path, route));
}
