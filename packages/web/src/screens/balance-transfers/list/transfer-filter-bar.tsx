import { balanceTransferTypes } from '@ops/core/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import { type ActiveFilter, FilterBar, FilterSelect, useDebouncedSearch } from '../../../ui/filter-bar/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import type { TransferFilters } from './transfer-filters.ts';

type FilterKey = 'search' | 'type' | 'currency' | 'dates';

const noFilters: TransferFilters = { search: '', type: undefined, currency: '', createdFrom: '', createdTo: '' };

/** Search, type, currency and creation dates (one range calendar) of the balance transfer list, each a chip. */
export function TransferFilterBar({
  filters,
  onChange,
}: {
  filters: TransferFilters;
  onChange(filters: TransferFilters): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.balanceTransfers.list;
  const [search, setSearch] = useDebouncedSearch(filters, onChange);
  const [currency, setCurrency] = useState(filters.currency);
  useEffect(() => setCurrency(filters.currency), [filters.currency]);

  const active: ActiveFilter<FilterKey>[] = [
    ...(filters.search.trim()
      ? [{ key: 'search' as const, label: labels.searched(), value: filters.search.trim() }]
      : []),
    ...(filters.type
      ? [{ key: 'type' as const, label: labels.type(), value: t.fund.transferTypes[filters.type]() }]
      : []),
    ...(filters.currency ? [{ key: 'currency' as const, label: labels.currency(), value: filters.currency }] : []),
    ...(filters.createdFrom || filters.createdTo
      ? [
          {
            key: 'dates' as const,
            label: labels.createdAt(),
            value: isoRangeText({ from: filters.createdFrom, to: filters.createdTo }, locale),
          },
        ]
      : []),
  ];
  const remove = (key: FilterKey) => {
    if (key === 'dates') onChange({ ...filters, createdFrom: '', createdTo: '' });
    else if (key === 'type') onChange({ ...filters, type: undefined });
    else onChange({ ...filters, [key]: '' });
  };

  return (
    <FilterBar active={active} onRemove={remove} onClear={() => onChange(noFilters)}>
      <TextField
        type="search"
        size="sm"
        label={labels.search()}
        className="transfer-search"
        value={search}
        onChange={setSearch}
      />
      <FilterSelect
        label={labels.type()}
        anyLabel={labels.anyType()}
        value={filters.type}
        options={balanceTransferTypes.map((type) => ({ value: type, label: t.fund.transferTypes[type]() }))}
        onChange={(type) => onChange({ ...filters, type })}
      />
      <TextField
        size="sm"
        label={labels.currency()}
        className="transfer-currency"
        value={currency}
        maxLength={3}
        placeholder={labels.anyCurrency()}
        onChange={(text) => {
          const typed = text.toUpperCase();
          setCurrency(typed);
          if (typed === '' || typed.length === 3) onChange({ ...filters, currency: typed });
        }}
      />
      <DateRangePicker
        label={labels.createdAt()}
        value={{ from: filters.createdFrom, to: filters.createdTo }}
        onChange={({ from, to }) => onChange({ ...filters, createdFrom: from ?? '', createdTo: to ?? '' })}
      />
    </FilterBar>
  );
}
