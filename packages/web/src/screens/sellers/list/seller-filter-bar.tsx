import { accountHolderStatuses } from '@ops/core/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useDebouncedSearch } from '../../../ui/filter-bar/use-debounced-search.ts';
import type { SellerFilters } from './seller-filters.ts';

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
  const [search, setSearch] = useDebouncedSearch(filters, onChange);
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
      <FilterSwitch
        label={labels.hideNoBalance()}
        checked={filters.hideNoBalance}
        onChange={(hideNoBalance) => onChange({ ...filters, hideNoBalance })}
      />
      <FilterSwitch
        label={labels.showDeleted()}
        checked={filters.showDeleted}
        onChange={(showDeleted) => onChange({ ...filters, showDeleted })}
      />
    </search>
  );
}

function FilterSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <label className="seller-toggle">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
