import { accountHolderStatuses } from '@ops/core/contract';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { SellerFilters } from './seller-filters.ts';

/** How long typing rests before the search is sent (spec section 9's search debounce). */
const debounceMs = 300;

/** Search, status filter and the hide-no-balance and show-deleted toggles of the sellers list. */
export function SellerFilterBar({
  filters,
  onChange,
}: {
  filters: SellerFilters;
  onChange(filters: SellerFilters): void;
}) {
  const { t } = useI18n();
  const labels = t.sellers.list;
  const ids = { search: useId(), status: useId() };
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), debounceMs);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  return (
    <search className="seller-filter-bar">
      <label htmlFor={ids.search}>{labels.search()}</label>
      <input
        id={ids.search}
        type="search"
        value={search}
        placeholder={labels.searchPlaceholder()}
        onChange={(event) => setSearch(event.target.value)}
      />
      <label htmlFor={ids.status}>{labels.status()}</label>
      <select
        id={ids.status}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            status: accountHolderStatuses.find((status) => status === event.target.value),
          })
        }
      >
        <option value="">{labels.allStatuses()}</option>
        {accountHolderStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      <label className="seller-toggle">
        <input
          type="checkbox"
          role="switch"
          aria-checked={filters.hideNoBalance}
          checked={filters.hideNoBalance}
          onChange={(event) => onChange({ ...filters, hideNoBalance: event.target.checked })}
        />
        {labels.hideNoBalance()}
      </label>
      <label className="seller-toggle">
        <input
          type="checkbox"
          role="switch"
          aria-checked={filters.showDeleted}
          checked={filters.showDeleted}
          onChange={(event) => onChange({ ...filters, showDeleted: event.target.checked })}
        />
        {labels.showDeleted()}
      </label>
    </search>
  );
}
