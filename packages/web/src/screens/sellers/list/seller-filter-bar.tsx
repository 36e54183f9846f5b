import { type AccountHolderStatus, accountHolderStatuses } from '@ops/core/contract';
import { statusLabel } from '@ops/core/status';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { type ActiveFilter, FilterBar } from '../../../ui/filter-bar/filter-bar.tsx';
import { FilterSelect } from '../../../ui/filter-bar/filter-select.tsx';
import { useDebouncedSearch } from '../../../ui/filter-bar/use-debounced-search.ts';
import { Switch } from '../../../ui/switch/switch.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import type { SellerFilters } from './seller-filters.ts';

type SellerFilterKey = 'search' | 'status' | 'hideNoBalance' | 'showDeleted';

const noFilters: SellerFilters = { search: '', status: undefined, hideNoBalance: false, showDeleted: false };

/** Search, status filter and the hide-no-balance and show-deleted toggles of the sellers list, with their chips. */
export function SellerFilterBar({
  filters,
  onChange,
}: {
  filters: SellerFilters;
  onChange(filters: SellerFilters): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.sellers.list;
  const [search, setSearch] = useDebouncedSearch(filters, onChange);
  const active: ActiveFilter<SellerFilterKey>[] = [
    ...(filters.search.trim() ? [{ key: 'search' as const, label: labels.chips.search(), value: filters.search }] : []),
    ...(filters.status
      ? [{ key: 'status' as const, label: labels.status(), value: statusLabel(filters.status, locale) }]
      : []),
    ...(filters.hideNoBalance
      ? [{ key: 'hideNoBalance' as const, label: labels.chips.withoutBalance(), value: labels.chips.hidden() }]
      : []),
    ...(filters.showDeleted
      ? [{ key: 'showDeleted' as const, label: labels.chips.deleted(), value: labels.chips.shown() }]
      : []),
  ];
  return (
    <FilterBar
      active={active}
      onRemove={(key) => onChange({ ...filters, [key]: noFilters[key] })}
      onClear={() => onChange(noFilters)}
    >
      <TextField
        type="search"
        size="sm"
        label={labels.search()}
        hideLabel
        placeholder={labels.searchPlaceholder()}
        value={search}
        onChange={setSearch}
        className="seller-search"
      />
      <FilterSelect<AccountHolderStatus>
        label={labels.status()}
        hideLabel
        anyLabel={labels.allStatuses()}
        value={filters.status}
        options={accountHolderStatuses.map((status) => ({ value: status, label: statusLabel(status, locale) }))}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <Switch
        label={labels.hideNoBalance()}
        checked={filters.hideNoBalance}
        onCheckedChange={(hideNoBalance) => onChange({ ...filters, hideNoBalance })}
      />
      <Switch
        label={labels.showDeleted()}
        checked={filters.showDeleted}
        onCheckedChange={(showDeleted) => onChange({ ...filters, showDeleted })}
      />
    </FilterBar>
  );
}
