import { showsMerchantSelection } from '@ops/core/flows/merchant-selection';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../app/i18n-context.tsx';
import { useMerchantSelection } from '../../ui/merchant-selection/merchant-selection-provider.tsx';
import { queryCodesOf } from '../../ui/merchant-selection/query-codes.ts';
import { SkeletonList } from '../../ui/skeleton/skeleton-list.tsx';
import { MerchantSelectionScreen } from './merchant-selection-screen.tsx';

/**
 * Wraps the page of a route for a signed-in user: the merchant selection screen replaces it while no merchant is
 * in the query (except on the routes that work without one), or when the query's pair is no division of that
 * merchant; while the pair is being checked, the page waits, so it never calls the server for a wrong merchant.
 * `preload` fetches the page's code meanwhile, so it is there when the check answers.
 */
export function MerchantGate({ children, preload }: { children: ReactNode; preload?: () => void }) {
  const { t } = useI18n();
  const [path] = useLocation();
  const { merchantCode } = queryCodesOf(useSearch());
  const { selection } = useMerchantSelection();
  const binding = useSelector(selection, (snapshot) => snapshot.value.binding);
  const needsMerchant = showsMerchantSelection({ signedIn: true, merchantCode: undefined, path, knownRoute: true });
  useEffect(() => {
    if (merchantCode) preload?.();
  }, [merchantCode, preload]);
  if (!needsMerchant) return children;
  if (!merchantCode || binding === 'mismatch') return <MerchantSelectionScreen />;
  if (binding !== 'bound') return <SkeletonList count={5} label={t.merchants.selection.loading()} />;
  return children;
}
