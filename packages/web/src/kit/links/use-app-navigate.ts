import type { QueryInit } from '@ops/core/paging';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { carriedHref } from './carried-href.ts';

export interface AppNavigateOptions {
  query?: QueryInit;
  replace?: boolean;
}

/** Navigation that follows the query rules of spec section 2; use it (or AppLink) instead of wouter's own. */
export function useAppNavigate(): (to: string, options?: AppNavigateOptions) => void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (to, options = {}) => navigate(carriedHref(location, search, to, options.query), { replace: options.replace }),
    [location, search, navigate],
  );
}

/** The href a link to `to` gets from here, under the same rules. */
export function useCarriedHref(to: string, query?: QueryInit): string {
  const [location] = useLocation();
  const search = useSearch();
  return carriedHref(location, search, to, query);
}
