import { type AccountHolderStatus, accountHolderStatuses } from '@ops/core/contract';

/** The sellers list's filters as they live in the URL (spec section 2): search, status and the two toggles. */
export interface SellerFilters {
  search: string;
  status: AccountHolderStatus | undefined;
  hideNoBalance: boolean;
  showDeleted: boolean;
}

export function sellerFiltersOf(search: string): SellerFilters {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  return {
    search: query.get('search') ?? '',
    status: (accountHolderStatuses as readonly string[]).includes(status) ? (status as AccountHolderStatus) : undefined,
    hideNoBalance: query.get('hideNoBalance') === 'true',
    showDeleted: query.get('showDeleted') === 'true',
  };
}

/** The query with these filters written; a changed filter starts again at the first page. */
export function withSellerFilters(search: string, filters: SellerFilters): URLSearchParams {
  const query = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
  set('search', filters.search.trim() || undefined);
  set('status', filters.status);
  set('hideNoBalance', filters.hideNoBalance ? 'true' : undefined);
  set('showDeleted', filters.showDeleted ? 'true' : undefined);
  query.delete('page');
  return query;
}
