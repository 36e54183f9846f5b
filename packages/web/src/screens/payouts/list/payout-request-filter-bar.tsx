import { payoutRequestStatuses } from '@ops/core/contract';
import {
  chosenValues,
  emptyListQuery,
  formatListQuery,
  type ListQuery,
  payoutRequestQueryFields,
  withChosenValues,
  withSearchText,
} from '@ops/core/list-query';
import { badgeText } from '@ops/core/status';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import {
  type ActiveFilter,
  FilterBar,
  FilterSelect,
  ListQueryField,
  useDebouncedSearch,
} from '../../../ui/filter-bar/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { payoutRequestStateOf, withPayoutRequestQuery } from './payout-request-query.ts';

type FilterKey = 'status' | 'search';

/**
 * The payout requests list's query field above its status filter and code search: one state, the query, held in the
 * URL (`q`). The controls edit its `status:` clause and its words (the search applies 300 ms after the last key);
 * what they cannot show (an amount, a day, `-seller:…`) stays in the query field. Each control's filter is a chip.
 */
export function PayoutRequestFilterBar() {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens.filters;
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const state = payoutRequestStateOf(search);
  const chosen = chosenValues(state.query, 'status');
  const status = chosen.length === 1 ? payoutRequestStatuses.find((value) => value === chosen[0]) : undefined;
  const applied = state.query.words.join(' ');
  const apply = (query: ListQuery) =>
    setLocation(hrefOf(location, withPayoutRequestQuery(window.location.search, formatListQuery(query))));
  const searched = useMemo(() => ({ search: applied }), [applied]);
  // The words typed go into the query as it is when the typing rests (a control may have changed it meanwhile).
  const searchWords = useCallback(
    ({ search: words }: { search: string }) => {
      const current = payoutRequestStateOf(window.location.search).query;
      setLocation(
        hrefOf(
          location,
          withPayoutRequestQuery(window.location.search, formatListQuery(withSearchText(current, words))),
        ),
      );
    },
    [location, setLocation],
  );
  const [text, setText] = useDebouncedSearch(searched, searchWords);

  const active: ActiveFilter<FilterKey>[] = [
    ...(status ? [{ key: 'status' as const, label: labels.status(), value: badgeText(status, locale) }] : []),
    ...(applied ? [{ key: 'search' as const, label: labels.searched(), value: applied }] : []),
  ];
  const remove = (key: FilterKey) =>
    apply(key === 'status' ? withChosenValues(state.query, 'status', []) : withSearchText(state.query, ''));

  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={() => apply(emptyListQuery)}
      query={
        <ListQueryField
          fields={payoutRequestQueryFields}
          value={state.text}
          onApply={(typed) => setLocation(hrefOf(location, withPayoutRequestQuery(window.location.search, typed)))}
        />
      }
    >
      <FilterSelect
        label={labels.status()}
        anyLabel={labels.anyStatus()}
        value={status}
        options={payoutRequestStatuses.map((value) => ({ value, label: badgeText(value, locale) }))}
        onChange={(value) => apply(withChosenValues(state.query, 'status', value ? [value] : []))}
      />
      <TextField type="search" size="sm" lang={locale} label={labels.search()} value={text} onChange={setText} />
    </FilterBar>
  );
}
