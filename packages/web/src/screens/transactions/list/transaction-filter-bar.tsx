import { splitTransactionTypes, transactionFilterStatuses } from '@ops/core/contract';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker } from '../../../ui/date-picker/index.ts';
import { type TransactionFilters, toggled } from './transaction-filters.ts';

/**
 * The transactions list's filters (spec section 4): statuses pending split, pending settlement, reconciled and
 * cancelled; types payment, refund and chargeback; the creation dates; and a search that applies 300 ms after
 * the last key.
 */
export function TransactionFilterBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange(next: TransactionFilters): void;
}) {
  const { t, locale } = useI18n();
  const labels = t.transactionScreens.filters;
  const searchId = useId();
  const hintId = useId();
  const applied = filters.search ?? '';
  const [text, setText] = useState(applied);
  // The URL's search may change from elsewhere (the palette's search, Back): the field follows it.
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

  const filtered =
    filters.statuses.length > 0 || filters.types.length > 0 || filters.createdFrom || filters.createdTo || applied;
  return (
    <search className="transaction-filters" aria-label={labels.label()}>
      <fieldset className="transaction-filter-group">
        <legend>{labels.statuses()}</legend>
        {transactionFilterStatuses.map((status) => (
          <label key={status}>
            <input
              type="checkbox"
              checked={filters.statuses.includes(status)}
              onChange={() =>
                onChange({ ...filters, statuses: toggled(transactionFilterStatuses, filters.statuses, status) })
              }
            />
            {t.transactions.filterStatuses[status]()}
          </label>
        ))}
      </fieldset>
      <fieldset className="transaction-filter-group">
        <legend>{labels.types()}</legend>
        {splitTransactionTypes.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={filters.types.includes(type)}
              onChange={() => onChange({ ...filters, types: toggled(splitTransactionTypes, filters.types, type) })}
            />
            {t.transactions.types[type]()}
          </label>
        ))}
      </fieldset>
      <DateRangePicker
        label={labels.dates()}
        value={{ from: filters.createdFrom, to: filters.createdTo }}
        onChange={({ from, to }) => onChange({ ...filters, createdFrom: from, createdTo: to })}
      />
      <div className="transaction-search">
        <label htmlFor={searchId}>{labels.search()}</label>
        <input
          id={searchId}
          type="search"
          lang={locale}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={hintId} className="transaction-search-hint">
          {labels.searchHint()}
        </span>
      </div>
      {filtered ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setText('');
            onChange({ statuses: [], types: [], createdFrom: undefined, createdTo: undefined, search: undefined });
          }}
        >
          {labels.clear()}
        </button>
      ) : null}
    </search>
  );
}
