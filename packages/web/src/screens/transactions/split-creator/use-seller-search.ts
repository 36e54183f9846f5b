import type { MerchantScope } from '@ops/core/api';
import { isSellerSearchReady, type SplitSeller, splitSellerOf } from '@ops/core/splits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sellersKeys } from '../../../lib/cache/sellers-keys.ts';
import { useConsoleServices } from '../../../lib/services/services-context.tsx';

/** How long typing rests before the search is sent (spec section 9's search debounce). */
const debounceMs = 300;
/** Sellers listed at most; when more match, the user types more (spec section 5). */
export const sellerSearchLimit = 10;

/** The search's cache key (the split creator's tests seed it). */
export const sellerSearchQueryKey = (scope: MerchantScope, term: string) => sellersKeys.splitSearch(scope, term);

export type SellerSearch =
  | { status: 'tooShort' | 'searching' | 'tooMany' }
  | { status: 'failed'; error: unknown }
  | { status: 'found'; sellers: SplitSeller[] };

/**
 * Sellers of the bound division whose name, code or e-mail matches what is typed, with the currencies of their
 * virtual accounts; asked of the server once 3 letters rest for 300 ms.
 */
export function useSellerSearch(scope: MerchantScope, typed: string): SellerSearch {
  const { clients } = useConsoleServices();
  const [term, setTerm] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: sellerSearchQueryKey(scope, term),
    queryFn: ({ signal }) =>
      clients.accountOwner.listDivisionAccountHolders({
        params: scope,
        query: { _fragments: 'balances', search: term, page: 1, limit: sellerSearchLimit },
        signal,
      }),
    enabled: isSellerSearchReady(term),
  });
  if (!isSellerSearchReady(typed)) return { status: 'tooShort' };
  if (term !== typed.trim() || found.isPending) return { status: 'searching' };
  if (found.isError) return { status: 'failed', error: found.error };
  if (found.data.totalCount > sellerSearchLimit) return { status: 'tooMany' };
  return { status: 'found', sellers: found.data.elements.map(splitSellerOf) };
}
