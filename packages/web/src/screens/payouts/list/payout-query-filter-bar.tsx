import { chosenValues, emptyListQuery, withChosenValues, withSearchText } from '@ops/core/list-query';
import { badgeText } from '@ops/core/status';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { type ActiveFilter, FilterBar, ListQueryField, useAddressListQuery } from '../../../ui/filter-bar/index.ts';
import type { ListQueryAddress } from '../../../ui/filter-bar/list-query-address.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { PayoutStatusSelect } from './payout-status-select.tsx';

type FilterKey = 'status' | 'search';

/**
 * A payouts list's query field above its status filter and code search (the payout requests' and the batches'): one
 * state, the query, held in the URL (`q`). The controls edit its `status:` clause and its words (the search applies
 * 300 ms after the last key); what they cannot show (an amount, a day, `-seller:…`) stays in the query field. Each
 * control's filter is a chip. `address` must keep its identity between renders (a module constant).
 */
export function PayoutQueryFilterBar({
  address,
  statuses,
}: {
  address: ListQueryAddress;
  /** The list's statuses, as its status filter offers them. */
  statuses: readonly string[];
}) {
  const { t, locale } = useI18n();
  const labels = t.payoutScreens.filters;
  const { state, words, apply, applyText, searchText, setSearchText } = useAddressListQuery(address);
  const chosen = chosenValues(state.query, 'status');
  const status = chosen.length === 1 ? statuses.find((value) => value === chosen[0]) : undefined;

  const active: ActiveFilter<FilterKey>[] = [
    ...(status ? [{ key: 'status' as const, label: labels.status(), value: badgeText(status, locale) }] : []),
    ...(words ? [{ key: 'search' as const, label: labels.searched(), value: words }] : []),
  ];
  const remove = (key: FilterKey) =>
    apply(key === 'status' ? withChosenValues(state.query, 'status', []) : withSearchText(state.query, ''));

  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={() => apply(emptyListQuery)}
      query={<ListQueryField fields={address.fields} value={state.text} onApply={applyText} />}
    >
      <PayoutStatusSelect
        statuses={statuses}
        value={status}
        onChange={(value) => apply(withChosenValues(state.query, 'status', value ? [value] : []))}
      />
      <TextField
        type="search"
        size="sm"
        lang={locale}
        label={labels.search()}
        value={searchText}
        onChange={setSearchText}
      />
    </FilterBar>
  );
}
