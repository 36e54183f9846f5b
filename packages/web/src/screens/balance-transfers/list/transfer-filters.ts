import { type BalanceTransferType, balanceTransferTypes } from '@ops/core/contract';

/** The balance transfer list's filters as they live in the URL (the page and page size live there too, see `ListPage`). */
export interface TransferFilters {
  search: string;
  type: BalanceTransferType | undefined;
  currency: string;
  createdFrom: string;
  createdTo: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function transferFiltersOf(search: string): TransferFilters {
  const query = new URLSearchParams(search);
  const type = query.get('type') ?? '';
  const currency = query.get('currency') ?? '';
  const day = (name: string) => {
    const value = query.get(name) ?? '';
    return isoDay.test(value) ? value : '';
  };
  return {
    search: query.get('search') ?? '',
    type: (balanceTransferTypes as readonly string[]).includes(type) ? (type as BalanceTransferType) : undefined,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : '',
    createdFrom: day('createdFrom'),
    createdTo: day('createdTo'),
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
