import { type AccountHolderStatus, accountHolderStatuses } from '@ops/core/contract';
import { chosenValues, sellerQueryFields, withChosenValues, withSearchText } from '@ops/core/list-query';
import { statusLabel } from '@ops/core/status';
import { useLocation, useSearch } from 'wouter';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import {
  type ActiveFilter,
  FilterBar,
  FilterSelect,
  ListQueryField,
  useAddressListQuery,
} from '../../../ui/filter-bar/index.ts';
import { Switch } from '../../../ui/switch/switch.tsx';
import { TextField } from '../../../ui/text-field/text-field.tsx';
import { type SellerSwitches, sellerAddress, sellerSwitchesOf, withSellerSwitches } from './seller-filters.ts';

type SellerFilterKey = 'search' | 'status' | keyof SellerSwitches;

const switchesOff: SellerSwitches = { hideNoBalance: false, showDeleted: false };

/**
 * The sellers list's query field above its search, status filter and the hide-no-balance and show-deleted switches
 * (spec section 2). The search and status edit the query, held in the address (`q`): the words (300 ms after the last
 * key) and one `status:` value; what they cannot show (a KYC status, a balance, two statuses) stays in the query
 * field. The switches are the list's own parameters beside it. Each filter is a chip.
 */
export function SellerFilterBar() {
  const { t, locale } = useI18n();
  const labels = t.sellers.list;
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const { state, words, apply, applyText, searchText, setSearchText } = useAddressListQuery(sellerAddress);
  const switches = sellerSwitchesOf(search);
  const chosen = chosenValues(state.query, 'status');
  const status = chosen.length === 1 ? accountHolderStatuses.find((value) => value === chosen[0]) : undefined;
  const turn = (next: SellerSwitches) =>
    setLocation(hrefOf(location, withSellerSwitches(window.location.search, next)));

  const active: ActiveFilter<SellerFilterKey>[] = [
    ...(words ? [{ key: 'search' as const, label: labels.chips.search(), value: words }] : []),
    ...(status ? [{ key: 'status' as const, label: labels.status(), value: statusLabel(status, locale) }] : []),
    ...(switches.hideNoBalance
      ? [{ key: 'hideNoBalance' as const, label: labels.chips.withoutBalance(), value: labels.chips.hidden() }]
      : []),
    ...(switches.showDeleted
      ? [{ key: 'showDeleted' as const, label: labels.chips.deleted(), value: labels.chips.shown() }]
      : []),
  ];
  const remove = (key: SellerFilterKey) => {
    if (key === 'search') apply(withSearchText(state.query, ''));
    else if (key === 'status') apply(withChosenValues(state.query, 'status', []));
    else turn({ ...switches, [key]: false });
  };
  const clear = () => {
    const params = withSellerSwitches(window.location.search, switchesOff);
    params.delete('q');
    for (const name of sellerAddress.olderKeys) params.delete(name);
    setLocation(hrefOf(location, params));
  };

  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={clear}
      query={<ListQueryField fields={sellerQueryFields} value={state.text} onApply={applyText} />}
    >
      <TextField
        type="search"
        size="sm"
        lang={locale}
        label={labels.search()}
        hideLabel
        placeholder={labels.searchPlaceholder()}
        value={searchText}
        onChange={setSearchText}
        className="seller-search"
      />
      <FilterSelect<AccountHolderStatus>
        label={labels.status()}
        hideLabel
        anyLabel={labels.allStatuses()}
        value={status}
        options={accountHolderStatuses.map((value) => ({ value, label: statusLabel(value, locale) }))}
        onChange={(value) => apply(withChosenValues(state.query, 'status', value ? [value] : []))}
      />
      <Switch
        label={labels.hideNoBalance()}
        checked={switches.hideNoBalance}
        onCheckedChange={(hideNoBalance) => turn({ ...switches, hideNoBalance })}
      />
      <Switch
        label={labels.showDeleted()}
        checked={switches.showDeleted}
        onCheckedChange={(showDeleted) => turn({ ...switches, showDeleted })}
      />
    </FilterBar>
  );
}
