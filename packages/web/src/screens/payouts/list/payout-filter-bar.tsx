import { badgeText } from '@ops/core/status';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import { type ActiveFilter, FilterBar, FilterSelect } from '../../../ui/filter-bar/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { payoutFiltersOf, withPayoutFilter } from './payout-filters.ts';

type FilterKey = 'status' | 'search';

/**
 * Status and code search of a payouts list, kept in the URL, each a chip; the search applies 300 ms after the
 * last key. Statuses read as their badges do.
 */
export function PayoutFilterBar({ statuses, searchable }: { statuses: readonly string[]; searchable: boolean }) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens.filters;
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const status = statuses.find((candidate) => candidate === new URLSearchParams(search).get('status'));
  const applied = payoutFiltersOf(search).search ?? '';
  const [text, setText] = useState(applied);
  // The URL's search may change from elsewhere (Back, a chip, Clear filters): the field follows it.
  useEffect(() => setText(applied), [applied]);
  const change = (name: FilterKey, value: string) =>
    setLocation(hrefOf(location, withPayoutFilter(window.location.search, name, value)));

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(
      () => setLocation(hrefOf(location, withPayoutFilter(window.location.search, 'search', text))),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, applied, location, setLocation]);

  const active: ActiveFilter<FilterKey>[] = [
    ...(status ? [{ key: 'status' as const, label: labels.status(), value: badgeText(status, locale) }] : []),
    ...(searchable && applied ? [{ key: 'search' as const, label: labels.searched(), value: applied }] : []),
  ];

  return (
    <FilterBar
      active={active}
      onRemove={(key) => change(key, '')}
      onClear={() => {
        const query = withPayoutFilter(window.location.search, 'status', '');
        query.delete('search');
        setLocation(hrefOf(location, query));
      }}
    >
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={status}
        options={statuses.map((value) => ({ value, label: badgeText(value, locale) }))}
        onChange={(value) => change('status', value ?? '')}
      />
      {searchable ? (
        <TextField type="search" size="sm" lang={locale} label={labels.search()} value={text} onChange={setText} />
      ) : null}
    </FilterBar>
  );
}
