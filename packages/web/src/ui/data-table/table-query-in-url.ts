import { defaultPageSize, type PageSize, pageFromQuery, pageSizeFromQuery } from '@ops/core/paging';

// A table's query as the address holds it, without React: the table's hook and a route's prefetch read it.

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
