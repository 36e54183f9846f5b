import type { RoutePrefetchContext } from '../../../kit/route-prefetch.ts';
import { queryCodesOf } from '../../../lib/merchant-selection/query-codes.ts';
import { tableQueryOf } from '../../../ui/data-table/table-query-in-url.ts';
import { sellerFiltersOf } from './seller-filters.ts';
import { sellersListQuery } from './sellers-list-query.ts';

/**
 * Asks for the page of sellers the address names as `/sellers` opens, beside the screen's code rather than after
 * it has rendered. Not while the merchant in the address is being checked: the screen waits for that too.
 */
export function prefetchSellers({ clients, queryClient, scope, search }: RoutePrefetchContext): void {
  if (!scope && queryCodesOf(search).merchantCode !== undefined) return;
  const { page, pageSize } = tableQueryOf(search, []);
  void queryClient.prefetchQuery(
    sellersListQuery(clients, { scope, filters: sellerFiltersOf(search), page, pageSize }),
  );
}
