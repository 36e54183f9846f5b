import { showsMerchantSelection } from '@ops/core/flows/merchant-selection';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useSelectionBinding } from '../../lib/merchant-selection/merchant-selection-provider.tsx';
import { queryCodesOf } from '../../lib/merchant-selection/query-codes.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { preloadScreenQueries, ScreenQueries } from '../screen-query-scope.tsx';

/** Loaded when shown: it needs the selection's machines, which load after the first paint as well. */
const MerchantSelectionScreen = preloadable(() =>
  import('../../screens/merchants/selection/merchant-selection-screen.tsx').then(
    ({ MerchantSelectionScreen }) => MerchantSelectionScreen,
  ),
);

/**
 * Wraps the page of a route for a signed-in user: the merchant selection screen replaces it while no merchant is
 * in the query (except on the routes that work without one), or when the query's pair is no division of that
 * merchant; while the pair is being checked, the page waits, so it never calls the server for a wrong merchant.
 * `preload` fetches the page's code meanwhile (and TanStack Query's, which pages query with), so it is there
 * when the check answers.
 */
export function MerchantGate({ children, preload }: { children: ReactNode; preload?: () => void }) {
  const { t } = useI18n();
  const [path] = useLocation();
  const { merchantCode } = queryCodesOf(useSearch());
  const binding = useSelectionBinding();
  const needsMerchant = showsMerchantSelection({ signedIn: true, merchantCode: undefined, path, knownRoute: true });
  useEffect(() => {
    if (!merchantCode) return;
    preload?.();
    preloadScreenQueries();
  }, [merchantCode, preload]);
  if (!needsMerchant) return <ScreenQueries>{children}</ScreenQueries>;
  if (!merchantCode || binding === 'mismatch') return <MerchantSelectionScreen />;
  if (binding !== 'bound') return <SkeletonList count={5} label={t.merchants.selection.loading()} />;
  return <ScreenQueries>{children}</ScreenQueries>;
}
