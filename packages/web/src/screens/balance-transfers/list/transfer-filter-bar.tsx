import { balanceTransferTypes } from '@ops/core/contract';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker } from '../../../ui/date-picker/index.ts';
import { useDebouncedSearch } from '../../../ui/filter-bar/use-debounced-search.ts';
import type { TransferFilters } from './transfer-filters.ts';

const noFilters: TransferFilters = { search: '', type: undefined, currency: '', createdFrom: '', createdTo: '' };

/** Search, type, currency and creation dates (one range calendar) of the balance transfer list. */
export function TransferFilterBar({
  filters,
  onChange,
}: {
  filters: TransferFilters;
  onChange(filters: TransferFilters): void;
}) {
  const { t } = useI18n();
  const labels = t.balanceTransfers.list;
  const ids = { search: useId(), type: useId(), currency: useId() };
  const [search, setSearch] = useDebouncedSearch(filters, onChange);
  const [currency, setCurrency] = useState(filters.currency);
  useEffect(() => setCurrency(filters.currency), [filters.currency]);
  return (
    <search className="transfer-filter-bar">
      <label htmlFor={ids.search}>{labels.search()}</label>
      <input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <label htmlFor={ids.type}>{labels.type()}</label>
      <select
        id={ids.type}
        value={filters.type ?? ''}
        onChange={(event) =>
          onChange({ ...filters, type: balanceTransferTypes.find((type) => type === event.target.value) })
        }
      >
        <option value="">{labels.anyType()}</option>
        {balanceTransferTypes.map((type) => (
          <option key={type} value={type}>
            {t.fund.transferTypes[type]()}
          </option>
        ))}
      </select>
      <label htmlFor={ids.currency}>{labels.currency()}</label>
      <input
        id={ids.currency}
        className="transfer-currency-filter"
        value={currency}
        maxLength={3}
        placeholder={labels.anyCurrency()}
        onChange={(event) => {
          const typed = event.target.value.toUpperCase();
          setCurrency(typed);
          if (typed === '' || typed.length === 3) onChange({ ...filters, currency: typed });
        }}
      />
      <DateRangePicker
        label={labels.createdAt()}
        value={{ from: filters.createdFrom, to: filters.createdTo }}
        onChange={({ from, to }) => onChange({ ...filters, createdFrom: from ?? '', createdTo: to ?? '' })}
      />
      <button type="button" className="button button-secondary" onClick={() => onChange(noFilters)}>
        {labels.clearFilters()}
      </button>
    </search>
  );
}
