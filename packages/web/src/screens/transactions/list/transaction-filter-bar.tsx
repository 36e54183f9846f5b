import { splitTransactionTypes, transactionFilterStatuses } from '@ops/core/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { CheckboxGroup } from '../../../ui/checkbox/index.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import { type ActiveFilter, FilterBar } from '../../../ui/filter-bar/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import type { TransactionFilters } from './transaction-filters.ts';

type FilterKey = 'statuses' | 'types' | 'dates' | 'search';

/**
 * The transactions list's filters (spec section 4): statuses pending split, pending settlement, reconciled and
 * cancelled; types payment, refund and chargeback; the creation dates; and a search that applies 300 ms after
 * the last key. Each filter in effect is a chip. The controls edit the list's query (what they cannot show, such
 * as an amount, stays in the query field).
 */
export function TransactionFilterBar({
  filters,
  onChange,
  onClear,
  queryField,
}: {
  filters: TransactionFilters;
  onChange(next: TransactionFilters): void;
  /** 'Clear filters': the whole query goes, what the controls cannot show too. */
  onClear(): void;
  /** The list's query field, above the controls: the same state in the query language. */
  queryField?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const labels = t.transactionScreens.filters;
  const applied = filters.search ?? '';
  const [text, setText] = useState(applied);
  // The URL's search may change from elsewhere (the palette's search, Back, a chip): the field follows it.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
  }

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => onChange({ ...filters, search: text.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [text, applied, filters, onChange]);

  const statusName = (status: (typeof transactionFilterStatuses)[number]) => t.transactions.filterStatuses[status]();
  const typeName = (type: (typeof splitTransactionTypes)[number]) => t.transactions.types[type]();
  const active: ActiveFilter<FilterKey>[] = [
    ...(filters.statuses.length > 0
      ? [{ key: 'statuses' as const, label: labels.statuses(), value: filters.statuses.map(statusName).join(', ') }]
      : []),
    ...(filters.types.length > 0
      ? [{ key: 'types' as const, label: labels.types(), value: filters.types.map(typeName).join(', ') }]
      : []),
    ...(filters.createdFrom || filters.createdTo
      ? [
          {
            key: 'dates' as const,
            label: labels.dates(),
            value: isoRangeText({ from: filters.createdFrom, to: filters.createdTo }, locale),
          },
        ]
      : []),
    ...(applied ? [{ key: 'search' as const, label: labels.search(), value: applied }] : []),
  ];
  const remove = (key: FilterKey) => {
    if (key === 'search') setText('');
    if (key === 'dates') onChange({ ...filters, createdFrom: undefined, createdTo: undefined });
    else if (key === 'search') onChange({ ...filters, search: undefined });
    else onChange({ ...filters, [key]: [] });
  };

  return (
    <FilterBar
      query={queryField}
      active={active}
      onRemove={remove}
      onClear={() => {
        setText('');
        onClear();
      }}
    >
      <CheckboxGroup
        legend={labels.statuses()}
        options={transactionFilterStatuses.map((status) => ({ value: status, label: statusName(status) }))}
        values={filters.statuses}
        onValuesChange={(statuses) => onChange({ ...filters, statuses })}
      />
      <CheckboxGroup
        legend={labels.types()}
        options={splitTransactionTypes.map((type) => ({ value: type, label: typeName(type) }))}
        values={filters.types}
        onValuesChange={(types) => onChange({ ...filters, types })}
      />
      <DateRangePicker
        label={labels.dates()}
        value={{ from: filters.createdFrom, to: filters.createdTo }}
        onChange={({ from, to }) => onChange({ ...filters, createdFrom: from, createdTo: to })}
      />
      <TextField
        type="search"
        size="sm"
        lang={locale}
        label={labels.search()}
        placeholder={labels.searchHint()}
        className="transaction-search"
        value={text}
        onChange={setText}
      />
    </FilterBar>
  );
}
