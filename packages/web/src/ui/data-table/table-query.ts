import { defaultPageSize, type PageSize, pageFromQuery, pageSizeFromQuery } from '@ops/core/paging';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefOf } from '../../lib/merchant-selection/query-codes.ts';

export interface TableSort {
  id: string;
  desc: boolean;
}

/** A list's page, page size, sort and filters, all in the URL so leaving and coming back restores them. */
export interface TableQuery<K extends string> {
  page: number;
  pageSize: PageSize;
  sort: TableSort | undefined;
  filters: Record<K, string | undefined>;
}

export interface TableQueryChange<K extends string> {
  page?: number;
  pageSize?: PageSize;
  sort?: TableSort | undefined;
  filters?: Partial<Record<K, string | undefined>>;
}

/** `sort=name` is ascending, `sort=-name` descending. */
export function sortFromQuery(value: string | null): TableSort | undefined {
  if (!value || value === '-') return undefined;
  return value.startsWith('-') ? { id: value.slice(1), desc: true } : { id: value, desc: false };
}

export function sortToQuery(sort: TableSort): string {
  return sort.desc ? `-${sort.id}` : sort.id;
}

/** The query with the change written; a new filter, sort or page size goes back to page 1. */
export function withTableQuery<K extends string>(search: string, change: TableQueryChange<K>): URLSearchParams {
  const query = new URLSearchParams(search);
  const set = (key: string, value: string | undefined) => {
    if (value) query.set(key, value);
    else query.delete(key);
  };
  for (const [key, value] of Object.entries(change.filters ?? {})) set(key, value as string | undefined);
  if ('sort' in change) set('sort', change.sort ? sortToQuery(change.sort) : undefined);
  if (change.pageSize !== undefined) {
    set('pageSize', change.pageSize === defaultPageSize ? undefined : String(change.pageSize));
  }
  const resetsPage = change.filters !== undefined || 'sort' in change || change.pageSize !== undefined;
  const page = change.page ?? (resetsPage ? 1 : undefined);
  if (page !== undefined) set('page', page > 1 ? String(page) : undefined);
  return query;
}

/** The table's query in an address's query (`search`): what a screen's table reads, and a route's prefetch. */
export function tableQueryOf<K extends string>(search: string, filterKeys: readonly K[]): TableQuery<K> {
  const query = new URLSearchParams(search);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, query.get(key) || undefined])) as Record<
    K,
    string | undefined
  >;
  return {
    page: pageFromQuery(query.get('page')),
    pageSize: pageSizeFromQuery(query.get('pageSize')),
    sort: sortFromQuery(query.get('sort')),
    filters,
  };
}

/**
 * The table's query as wouter's search holds it, and a change that writes it back (every other parameter, such
 * as merchantCode and divisionCode, stays). `filterKeys` names the list's filter parameters.
 */
export function useTableQuery<K extends string>(
  filterKeys: readonly K[],
): [TableQuery<K>, (change: TableQueryChange<K>, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const keys = filterKeys.join(',');
  const current = useMemo(() => tableQueryOf(search, keys.split(',').filter(Boolean) as K[]), [search, keys]);
  const change = useCallback(
    (next: TableQueryChange<K>, options?: { replace?: boolean }) =>
      setLocation(hrefOf(location, withTableQuery(window.location.search, next)), options),
    [location, setLocation],
  );
  return [current, change];
}
