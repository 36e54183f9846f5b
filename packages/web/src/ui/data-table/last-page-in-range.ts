import { pageWithinRange } from '@ops/core/paging';
import { useEffect } from 'react';
import type { TableQuery, TableQueryChange } from './table-query.ts';

/**
 * A page past the last one (a hand-edited URL, or the last rows of the last page gone) is not shown as an
 * empty 'Page 99 of 3': once the list has loaded, the URL's page is replaced by the last page.
 */
export function useLastPageInRange(
  query: TableQuery<string>,
  totalCount: number,
  status: 'loading' | 'error' | 'loaded',
  onQueryChange: (change: TableQueryChange<string>, options?: { replace?: boolean }) => void,
): void {
  const page = status === 'loaded' ? pageWithinRange(query.page, totalCount, query.pageSize) : query.page;
  useEffect(() => {
    if (page !== query.page) onQueryChange({ page }, { replace: true });
  }, [page, query.page, onQueryChange]);
}
