import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import { payoutFiltersOf, withPayoutFilter } from './payout-filters.ts';

/** Status and code search of a payouts list, kept in the URL; the search applies 300 ms after the last key. */
export function PayoutFilterBar({ statuses, searchable }: { statuses: readonly string[]; searchable: boolean }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens.filters;
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const [text, setText] = useState(payoutFiltersOf(search).search ?? '');
  const applied = payoutFiltersOf(search).search ?? '';

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(
      () => setLocation(hrefOf(location, withPayoutFilter(window.location.search, 'search', text))),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, applied, location, setLocation]);

  return (
    <div className="payout-filter-bar">
      <label>
        {labels.status()}
        <select
          value={status}
          onChange={(event) =>
            setLocation(hrefOf(location, withPayoutFilter(window.location.search, 'status', event.target.value)))
          }
        >
          <option value="">{labels.anyStatus()}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {value.toLowerCase().replace('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      {searchable ? (
        <label>
          {labels.search()}
          <input type="search" lang={locale} value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      ) : null}
    </div>
  );
}
