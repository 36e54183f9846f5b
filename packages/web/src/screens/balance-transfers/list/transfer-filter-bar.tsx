import { balanceTransferTypes } from '@ops/core/contract';
import {
  balanceTransferQueryFields,
  chosenDays,
  chosenValues,
  emptyListQuery,
  type ListQuery,
  withChosenDays,
  withChosenValues,
  withSearchText,
} from '@ops/core/list-query';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DateRangePicker, isoRangeText } from '../../../ui/date-picker/index.ts';
import {
  type ActiveFilter,
  CurrencyFilterField,
  FilterBar,
  FilterSelect,
  ListQueryField,
  useAddressListQuery,
} from '../../../ui/filter-bar/index.ts';
import { TextField } from '../../../ui/text-field/index.ts';
import { transferAddress } from './transfer-list-query.ts';

type FilterKey = 'search' | 'type' | 'currency' | 'dates';

/** The one value of a field's `field:value` clause, when it has exactly one. */
const oneChosen = (query: ListQuery, field: string) => {
  const values = chosenValues(query, field);
  return values.length === 1 ? values[0] : undefined;
};

/**
 * The balance transfers list's query field above its search, type, currency and creation dates: one state, the
 * query, held in the address (`q`). Each control edits its own clause (the search the words, 300 ms after the last
 * key); what the controls cannot show (an amount, `account:VA-1*`, two types) stays in the query field. Each
 * control's filter is a chip.
 */
export function TransferFilterBar() {
  const { t, locale } = useI18n();
  const labels = t.balanceTransfers.list;
  const { state, words, apply, applyText, searchText, setSearchText } = useAddressListQuery(transferAddress);
  const type = balanceTransferTypes.find((candidate) => candidate === oneChosen(state.query, 'type'));
  const chosenCurrency = oneChosen(state.query, 'currency') ?? '';
  const days = chosenDays(state.query, 'created');

  const active: ActiveFilter<FilterKey>[] = [
    ...(words ? [{ key: 'search' as const, label: labels.searched(), value: words }] : []),
    ...(type ? [{ key: 'type' as const, label: labels.type(), value: t.fund.transferTypes[type]() }] : []),
    ...(chosenCurrency ? [{ key: 'currency' as const, label: labels.currency(), value: chosenCurrency }] : []),
    ...(days.from || days.to
      ? [{ key: 'dates' as const, label: labels.createdAt(), value: isoRangeText(days, locale) }]
      : []),
  ];
  const remove = (key: FilterKey) =>
    apply(
      key === 'search'
        ? withSearchText(state.query, '')
        : key === 'dates'
          ? withChosenDays(state.query, 'created', {})
          : withChosenValues(state.query, key, []),
    );

  return (
    <FilterBar
      active={active}
      onRemove={remove}
      onClear={() => apply(emptyListQuery)}
      query={<ListQueryField fields={balanceTransferQueryFields} value={state.text} onApply={applyText} />}
    >
      <TextField
        type="search"
        size="sm"
        lang={locale}
        label={labels.search()}
        className="transfer-search"
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        label={labels.type()}
        anyLabel={labels.anyType()}
        value={type}
        options={balanceTransferTypes.map((value) => ({ value, label: t.fund.transferTypes[value]() }))}
        onChange={(value) => apply(withChosenValues(state.query, 'type', value ? [value] : []))}
      />
      <CurrencyFilterField
        label={labels.currency()}
        placeholder={labels.anyCurrency()}
        className="transfer-currency"
        value={chosenCurrency}
        onChange={(currency) => apply(withChosenValues(state.query, 'currency', currency ? [currency] : []))}
      />
      <DateRangePicker
        label={labels.createdAt()}
        value={days}
        onChange={({ from, to }) =>
          apply(withChosenDays(state.query, 'created', { ...(from ? { from } : {}), ...(to ? { to } : {}) }))
        }
      />
    </FilterBar>
  );
}
