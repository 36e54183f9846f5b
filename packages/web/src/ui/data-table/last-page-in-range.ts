import { firstPage, goToPage, pageCount } from '@ops/core/paging';
import { useEffect } from 'react';
import type { TableQuery, TableQueryChange } from './table-query-in-url.ts';

/**
 * A page past the last one (a hand-edited or shared URL, or the last rows of the last page gone) is ignored, as
 * spec section 5 has it: once the list has loaded, the URL's page is taken out, so the list shows its first page
 * and the address, a reload and a copied link all say the same. The entry is replaced, not added: Back must not
 * return to the page that does not exist.
 */
export function useLastPageInRange(
  query: TableQuery<string>,
  totalCount: number,
  status: 'loading' | 'error' | 'loaded',
  onQueryChange: (change: TableQueryChange<string>, options?: { replace?: boolean }) => void,
): void {
  const page =
    status === 'loaded' ? goToPage(firstPage, query.page, pageCount(totalCount, query.pageSize)) : query.page;
  useEffect(() => {
    if (page !== query.page) onQueryChange({ page }, { replace: true });
  }, [page, query.page, onQueryChange]);
}
