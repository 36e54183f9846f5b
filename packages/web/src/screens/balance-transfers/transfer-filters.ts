import { type BalanceTransferType, balanceTransferTypes } from '@ops/core/contract';
import { type PageSize, pageFromQuery, pageSizeFromQuery } from '@ops/core/paging';

/** The balance transfer list's filters as they live in the URL, with its page and page size. */
export interface TransferFilters {
  search: string;
  type: BalanceTransferType | undefined;
  currency: string;
  createdFrom: string;
  createdTo: string;
}

export interface TransferListQuery {
  filters: TransferFilters;
  page: number;
  limit: PageSize;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function transferListQueryOf(search: string): TransferListQuery {
  const query = new URLSearchParams(search);
  const type = query.get('type') ?? '';
  const day = (name: string) => {
    const value = query.get(name) ?? '';
    return isoDay.test(value) ? value : '';
  };
  return {
    filters: {
      search: query.get('search') ?? '',
      type: (balanceTransferTypes as readonly string[]).includes(type) ? (type as BalanceTransferType) : undefined,
      currency: /^[A-Z]{3}$/.test(query.get('currency') ?? '') ? (query.get('currency') ?? '') : '',
      createdFrom: day('createdFrom'),
      createdTo: day('createdTo'),
    },
    page: pageFromQuery(query.get('page')),
    limit: pageSizeFromQuery(query.get('limit')),
  };
}

/** The query with these filters written; a changed filter starts again at the first page. */
export function withTransferFilters(search: string, filters: TransferFilters): URLSearchParams {
  const query = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
  set('search', filters.search.trim() || undefined);
  set('type', filters.type);
  set('currency', filters.currency || undefined);
  set('createdFrom', filters.createdFrom || undefined);
  set('createdTo', filters.createdTo || undefined);
  query.delete('page');
  return query;
}

/** The query on another page, or with another page size (which starts again at the first page). */
export function withTransferPage(search: string, page: number, limit?: PageSize): URLSearchParams {
  const query = new URLSearchParams(search);
  if (limit !== undefined) {
    query.set('limit', String(limit));
    query.delete('page');
    return query;
  }
  if (page <= 1) query.delete('page');
  else query.set('page', String(page));
  return query;
}
