import { defaultPageSize, type PageSize, pageFromQuery, pageSizeFromQuery } from '@ops/core/paging';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefOf } from '../../lib/merchant-selection/query-codes.ts';

export interface ListPage {
  page: number;
  pageSize: PageSize;
}

/** The list's page and page size as the URL holds them (`page`, `pageSize`), so a way back restores them. */
export function useListPage(): [ListPage, (next: ListPage) => void] {
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const query = new URLSearchParams(search);
  const current = { page: pageFromQuery(query.get('page')), pageSize: pageSizeFromQuery(query.get('pageSize')) };
  const change = useCallback(
    ({ page, pageSize }: ListPage) => {
      const next = new URLSearchParams(window.location.search);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      if (pageSize !== defaultPageSize) next.set('pageSize', String(pageSize));
      else next.delete('pageSize');
      setLocation(hrefOf(location, next));
    },
    [location, setLocation],
  );
  return [current, change];
}
